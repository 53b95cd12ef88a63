import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { AutoLoginOutcome } from '../../core/remembered-login/auto-login';
import { InMemoryRememberedLoginVault } from '../../core/testing/in-memory-remembered-login-vault';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { scenarios } from '../../mock-server/scenarios';
import type { PlayerWorld } from '../support/world';

/** Per scenario: the vault (in memory: the World has no IndexedDB), the page's query, the last automatic login. */
interface Phone {
  readonly vault: InMemoryRememberedLoginVault;
  query: string;
  outcome: AutoLoginOutcome | null;
}
const phones = new WeakMap<PlayerWorld, Phone>();

/** Swaps the IndexedDB vault for the in-memory one before anything resolves it (the sign-in screen's steps too). */
export function phone(world: PlayerWorld): Phone {
  let p = phones.get(world);
  if (!p) {
    p = { vault: new InMemoryRememberedLoginVault(), query: '', outcome: null };
    world.container.rebind(world.tokens.RememberedLoginVault).toConstantValue(p.vault);
    phones.set(world, p);
  }
  return p;
}

/** A new page in a new browser session: session storage is gone; local storage and the vault stay. */
function reopen(world: PlayerWorld): void {
  const p = phone(world);
  const merchant = world.container.get(world.tokens.AppConfig).merchantCode;
  world.sessionStore = new InMemoryStore();
  world.useSite(merchant, 'https');
  world.container.rebind(world.tokens.RememberedLoginVault).toConstantValue(p.vault);
  p.outcome = null;
}

async function tryAutoLogin(world: PlayerWorld): Promise<void> {
  const p = phone(world);
  p.outcome = await world.container.get(world.tokens.AutoLogin).execute({ query: p.query });
}

async function manualLogin(world: PlayerWorld, username: string, password: string, rememberMe: boolean): Promise<void> {
  phone(world);
  const outcome = await world.container.get(world.tokens.Login).execute({ username, password });
  await world.container.get(world.tokens.RememberLogin).execute({ outcome, username, password, rememberMe });
}

Given('the phone remembers {string} with password {string} for merchant {string}', async function (this: PlayerWorld, username: string, password: string, merchantCode: string) {
  await phone(this).vault.save({ username, password, type: 'username', merchantCode });
});
Given('the white-label option {string} is off for {string}', function (this: PlayerWorld, flag: string, merchant: string) {
  phone(this);
  scenarios.set({ whiteLabel: { [merchant]: { [flag]: false } } });
});
Given('the page was opened with the query {string}', function (this: PlayerWorld, query: string) {
  phone(this).query = query;
});
Given('automatic login was turned off on this phone', function (this: PlayerWorld) {
  phone(this);
  this.container.get(this.tokens.AutoLoginPreference).disable();
});

When('the player comes back in a new browser session', function (this: PlayerWorld) {
  reopen(this);
});
When('the app tries automatic login', async function (this: PlayerWorld) {
  await tryAutoLogin(this);
});
When('the player taps automatic login again after {int} ms', async function (this: PlayerWorld, ms: number) {
  this.time.advance(ms);
  await tryAutoLogin(this);
});
When('the player logs in by hand as {string} with password {string} and "remember me" ticked', async function (this: PlayerWorld, username: string, password: string) {
  await manualLogin(this, username, password, true);
});
When('the player logs in by hand as {string} with password {string} and "remember me" unticked', async function (this: PlayerWorld, username: string, password: string) {
  await manualLogin(this, username, password, false);
});

Then('automatic login signed in as {string}', function (this: PlayerWorld, username: string) {
  const outcome = phone(this).outcome;
  assert.equal(outcome?.kind === 'attempted' && outcome.login.kind, 'logged-in');
  assert.equal(this.session.read()?.userName, username);
});
Then('automatic login was rejected with error code {string}', function (this: PlayerWorld, code: string) {
  const outcome = phone(this).outcome;
  assert.equal(outcome?.kind === 'attempted' && outcome.login.kind === 'rejected' && outcome.login.errorCode, code);
});
Then('automatic login did not run because {string}', function (this: PlayerWorld, reason: string) {
  assert.deepEqual(phone(this).outcome, { kind: 'skipped', reason });
});
Then('the repeat tap was ignored', function (this: PlayerWorld) {
  assert.deepEqual(phone(this).outcome, { kind: 'repeat-blocked' });
});
Then('the repeat tap was not ignored', function (this: PlayerWorld) {
  assert.notEqual(phone(this).outcome?.kind, 'repeat-blocked');
});
Then('the phone remembers {string} for merchant {string}', async function (this: PlayerWorld, username: string, merchantCode: string) {
  assert.deepEqual(await phone(this).vault.load(), { username, password: 'Passw0rd!', type: 'username', merchantCode });
});
Then('no login is remembered', async function (this: PlayerWorld) {
  assert.equal(await phone(this).vault.load(), null);
});
Then('automatic login is on', function (this: PlayerWorld) {
  assert.equal(this.autoLoginOff, false);
});
