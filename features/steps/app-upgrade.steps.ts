import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import { decideAppUpgrade, MANDATORY_UPDATE_FLAG, type AppUpgrade } from '../../core/app-prompt/app-upgrade';
import type { RunFacts } from '../../core/device/ports';
import { BROWSER_FACTS } from '../../core/testing/device-fakes';
import type { PlayerWorld } from '../support/world';

/** The page the app-upgrade modal's link is built on (the redirect page is same-origin). */
const PAGE_ORIGIN = 'https://m.demo1.example.com';

/** The phone (its user agent) and the page's origin, wired before anything resolves them. */
function runWith(world: PlayerWorld, userAgent: string): void {
  const facts: RunFacts = { ...BROWSER_FACTS, userAgent };
  world.container.rebind(world.tokens.RunFacts).toConstantValue({ read: () => facts });
  world.container.rebind(world.tokens.PageOrigin).toConstantValue(() => PAGE_ORIGIN);
}

/** What src/app-prompt/app-upgrade-modal.tsx decides once the shared config has loaded. */
function upgrade(world: PlayerWorld): AppUpgrade {
  const config = world.container.get(world.tokens.SharedConfigStore);
  assert.ok(config.config, 'the shared config is not loaded');
  const userAgent = world.container.get(world.tokens.RunFacts).read().userAgent;
  const { inNativeApp } = world.container.get(world.tokens.RunMode)();
  return decideAppUpgrade({ userAgent, inNativeApp }, config.flag(MANDATORY_UPDATE_FLAG));
}

function describeUpgrade(decision: AppUpgrade): string {
  if (decision.kind === 'none') return 'not shown';
  return decision.closable ? 'shown, closable' : 'shown, not closable';
}

Given('the app runs inside the native app at version {string}', function (this: PlayerWorld, version: string) { runWith(this, `${BROWSER_FACTS.userAgent} AppAndroidVer/${version}`); });
Given('the app runs inside the native app with no readable version', function (this: PlayerWorld) { runWith(this, `${BROWSER_FACTS.userAgent} AppAndroidVer`); });
Given("the app runs in the phone's browser", function (this: PlayerWorld) { runWith(this, BROWSER_FACTS.userAgent); });
Then('the app-upgrade modal is {string}', function (this: PlayerWorld, expected: string) { assert.equal(describeUpgrade(upgrade(this)), expected); });
Then("the app-upgrade modal's button opens {string}", async function (this: PlayerWorld, url: string) { assert.equal((await (await this.container.get(this.tokens.AppDownloadPrompt).get()).downloadLink())?.url, url); });
