import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { gameBackPath } from '../../core/game/back-url';
import { arrangeGameArea, readGameAreaFilters } from '../../core/game/game-area';
import type { LaunchOutcome } from '../../core/game/launch-outcome';
import { readLaunchQuery } from '../../core/game/launch-query';
import type { GameAreaOutcome } from '../../core/game/load-game-area';
import { endpoints } from '../../core/http/endpoints';
import { requestLog } from '../../mock-server/request-log';
import { scenarios } from '../../mock-server/scenarios';
import type { PlayerWorld } from '../support/world';

/** The app's origin in these scenarios (the world's API origin: the app and /wps share it). */
const ORIGIN = 'https://m.demo.test';

interface GameScreen {
  search: string;
  outcome: LaunchOutcome | null;
  area: GameAreaOutcome | null;
}
const screens = new WeakMap<PlayerWorld, GameScreen>();
function screen(world: PlayerWorld): GameScreen {
  let current = screens.get(world);
  if (!current) {
    current = { search: '', outcome: null, area: null };
    screens.set(world, current);
  }
  return current;
}

function lastLaunchBody(): Record<string, unknown> {
  const entry = requestLog.last(endpoints.launchGame.path, 'POST');
  assert.ok(entry, 'no launch reached the mock');
  return entry.body as Record<string, unknown>;
}

async function launch(world: PlayerWorld): Promise<void> {
  // The screen's title is the translated site name (English here).
  const game = screen(world);
  game.outcome = await world.container
    .get(world.tokens.LaunchGame)
    .execute({ query: readLaunchQuery(game.search), title: 'Lottery', origin: ORIGIN });
}

Given('the player has no language set', function (this: PlayerWorld) {
  this.container.rebind(this.tokens.CurrentLanguage).toConstantValue(() => '');
});

When('the player opens {string}', async function (this: PlayerWorld, path: string) {
  const url = new URL(path, ORIGIN);
  assert.equal(url.pathname, '/m/launchGame');
  if (this.session.read()) await this.container.get(this.tokens.RefreshMemberInfo).execute();
  screen(this).search = url.search;
  await launch(this);
});

When('the player retries the launch', async function (this: PlayerWorld) {
  await launch(this);
});

When('the mock answers {string} at once', function (path: string) {
  scenarios.set({ delays: { [path]: null } });
});

When('the player tries the game {string} on node {string}', async function (this: PlayerWorld, gameId: string, nodeId: string) {
  screen(this).outcome = await this.container.get(this.tokens.TrialLaunch).execute({ gameId, nodeId, origin: ORIGIN });
});

Then('the game is launched on the mock game page {string}', function (this: PlayerWorld, path: string) {
  const outcome = screen(this).outcome;
  assert.equal(outcome?.kind, 'launched');
  const url = new URL(outcome.kind === 'launched' ? outcome.gameUrl : '');
  assert.equal(url.origin, ORIGIN);
  assert.equal(url.pathname, path);
});

Then('the launch answers {string}', function (this: PlayerWorld, kind: string) {
  assert.equal(screen(this).outcome?.kind, kind);
});

Then('the launch sent {string}', function (fields: string) {
  const body = lastLaunchBody();
  for (const [name, value] of new URLSearchParams(fields)) assert.equal(String(body[name]), value, name);
});

Then('the launch sent the backUrl {string}', function (backUrl: string) {
  assert.equal(lastLaunchBody().backUrl, backUrl);
});

Then('the launch did not send {string}', function (field: string) {
  assert.ok(!(field in lastLaunchBody()), `${field} was sent`);
});

Then('the launch carried the player\'s token and module id {string}', function (this: PlayerWorld, moduleId: string) {
  const entry = requestLog.last(endpoints.launchGame.path, 'POST');
  assert.equal(entry?.headers.authorization, `Bearer ${this.session.read()?.token}`);
  assert.equal(entry?.headers.moduleid, moduleId);
});

Then('the trial was asked with {string}', function (query: string) {
  const entry = requestLog.last(endpoints.gameTrialLaunch.path, 'GET');
  assert.ok(entry, 'no trial reached the mock');
  assert.deepEqual(entry.query, Object.fromEntries(new URLSearchParams(query)));
});

Then('the trial carried the headers Merchant {string} and Language {string} and no Authorization', function (merchant: string, language: string) {
  const headers = requestLog.last(endpoints.gameTrialLaunch.path, 'GET')?.headers ?? {};
  assert.equal(headers.merchant, merchant);
  assert.equal(headers.language, language);
  assert.equal(headers.authorization, undefined);
});

Then('the game view\'s back from {string} goes to {string}', function (backUrl: string, path: string) {
  assert.equal(gameBackPath(backUrl, ORIGIN), path);
});

When('the game area loads', async function (this: PlayerWorld) {
  screen(this).area = await this.container.get(this.tokens.LoadGameArea).execute();
});

function arranged(world: PlayerWorld, search = '') {
  const area = screen(world).area;
  assert.equal(area?.kind, 'loaded');
  if (area.kind !== 'loaded') throw new Error('unreachable');
  return arrangeGameArea(area.ordering, area.matches, readGameAreaFilters(search));
}

Then('the game area\'s vendors are {string}', function (this: PlayerWorld, list: string) {
  assert.deepEqual(arranged(this).vendors.map((vendor) => vendor.vendor), list.split(', '));
});

// shell §9: the matches follow their vendors' ordinals (the served vendors' and the fixed table's), unknown last.
Then('the game area\'s games follow their vendors\' ordinals, unknown vendors last', function (this: PlayerWorld) {
  const area = screen(this).area;
  if (area?.kind !== 'loaded') throw new Error('the game area did not load');
  const ranks = arranged(this).matches.map((match) => area.ordering.ordinals[match.vendor] ?? Infinity);
  assert.ok(ranks.some(Number.isFinite), 'some game has a ranked vendor');
  assert.deepEqual(ranks, [...ranks].sort((a, b) => a - b));
});

Then('with the filter {string} every game is of the vendors {string}, among them {string}', function (this: PlayerWorld, search: string, vendors: string, list: string) {
  const matches = arranged(this, search).matches;
  assert.deepEqual([...new Set(matches.map((match) => match.vendor))].sort(), vendors.split(', ').sort());
  const names = matches.map((match) => match.name);
  for (const name of list.split(', ')) assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
});

Then('with the filter {string} every game is of class {string}, among them {string}', function (this: PlayerWorld, search: string, classify: string, list: string) {
  const matches = arranged(this, search).matches;
  assert.deepEqual([...new Set(matches.map((match) => match.gameClassify))], [classify]);
  const names = matches.map((match) => match.name);
  for (const name of list.split(', ')) assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
});
