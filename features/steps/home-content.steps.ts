import assert from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import { actionButtonEntries, type ActionButtonEntry, type ActionTarget } from '../../core/home/action-button';
import { decodeActionButtonItems } from '../../core/config/action-button-item';
import { decodeBanners, type Banner } from '../../core/config/banner';
import { bannerTarget } from '../../core/home/banner-route';
import type { LinkTarget } from '../../core/home/link-target';
import { referralAction, type ReferralAction } from '../../core/home/referral-action';
import { byVendorOrdinal, vendorCacheKey, type VendorOrdering } from '../../core/home/vendor-ordering';
import { endpoints } from '../../core/http/endpoints';
import { showsVipBenefit } from '../../core/session/member-info';
import { NOT_LOGGED_IN } from '../../core/session-state/member-type';
import { requestLog } from '../../mock-server/request-log';
import type { PlayerWorld } from '../support/world';

/** The address the player is on when tapping home content (the backUrl of a game launch). */
const CURRENT_URL = 'https://m.demo.test/m/home';

/** What one home scenario has read, kept beside the World so the World stays as it is. */
interface HomeSeen {
  banners: Banner[];
  actionButton: ActionButtonEntry[];
  referral: ReferralAction | null;
  vendors: VendorOrdering | null;
  lastLaunchHref: string | null;
}
const seen = new WeakMap<PlayerWorld, HomeSeen>();
function home(world: PlayerWorld): HomeSeen {
  let current = seen.get(world);
  if (!current) {
    current = { banners: [], actionButton: [], referral: null, vendors: null, lastLaunchHref: null };
    seen.set(world, current);
  }
  return current;
}

/** The consolidated settings as the app receives them (they carry `banners` and `actionButton`). */
async function settingsValue(world: PlayerWorld): Promise<unknown> {
  return (await world.api.get(endpoints.consolidatedSettings)).value;
}

async function referralEnabled(world: PlayerWorld): Promise<boolean> {
  return (await world.container.get(world.tokens.LoadAvailablePromotions).execute()).referralEnabled;
}

/** `{token}` in an expected link stands for the session's token (random per login). */
function expand(world: PlayerWorld, expected: string): string {
  return expected.replace('{token}', encodeURIComponent(world.session.read()?.token ?? ''));
}

function bannerLinked(world: PlayerWorld, linkage: string): LinkTarget {
  const banner = home(world).banners.find((b) => b.linkage === linkage);
  assert.ok(banner, `no banner linked to "${linkage}"`);
  return bannerTarget(banner, { session: world.session.read(), currentUrl: CURRENT_URL });
}

function actionItem(world: PlayerWorld, redirect: string): ActionTarget {
  const entry = home(world).actionButton.find((e) => e.redirect === redirect);
  assert.ok(entry, `the action button does not show ${redirect}`);
  return entry.target;
}

function assertExternal(world: PlayerWorld, target: ActionTarget, url: string): void {
  assert.deepEqual(target, { kind: 'external', url: expand(world, url), noopener: true });
}

// --- banners

When('the player reads the home banners', async function (this: PlayerWorld) {
  home(this).banners = decodeBanners(await settingsValue(this));
  assert.ok(home(this).banners.length > 0, 'the settings carry no banners');
});

Then('the banner linked to {string} leads to the in-app route {string}', function (this: PlayerWorld, linkage: string, href: string) {
  assert.deepEqual(bannerLinked(this, linkage), { kind: 'route', href });
});
Then('the banner linked to {string} leads to the login page', function (this: PlayerWorld, linkage: string) {
  assert.deepEqual(bannerLinked(this, linkage), { kind: 'login', href: '/m/login' });
});
Then('the banner linked to {string} launches the game with {string}', function (this: PlayerWorld, linkage: string, fields: string) {
  const target = bannerLinked(this, linkage);
  assert.equal(target.kind, 'route');
  const href = target.kind === 'route' ? target.href : '';
  assert.ok(href.startsWith('/m/launchGame?'), href);
  const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
  query.delete('backUrl');
  assert.equal(query.toString(), fields);
  home(this).lastLaunchHref = href;
});
Then('that launch carries the current address as backUrl', function (this: PlayerWorld) {
  const href = home(this).lastLaunchHref ?? '';
  assert.equal(new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('backUrl'), CURRENT_URL);
});
Then(
  'the banner linked to {string} opens {string} outside the app without opener',
  function (this: PlayerWorld, linkage: string, url: string) {
    assertExternal(this, bannerLinked(this, linkage), url);
  },
);
Then('the banner linked to {string} is refused', function (this: PlayerWorld, linkage: string) {
  assert.deepEqual(bannerLinked(this, linkage), { kind: 'refused', reason: 'unsafe-link' });
});

// --- action button

When('the action button is read', async function (this: PlayerWorld) {
  const session = this.session.read();
  const state = this.container.get(this.tokens.SessionState);
  home(this).actionButton = actionButtonEntries(decodeActionButtonItems(await settingsValue(this)), {
    session,
    memberType: session ? state.memberType : NOT_LOGGED_IN,
    runMode: this.container.get(this.tokens.RunMode)().runMode,
    referralEnabled: await referralEnabled(this),
    vipBenefitShown: showsVipBenefit(state.memberInfo),
  });
});

Then('the action button shows {string}', function (this: PlayerWorld, list: string) {
  assert.deepEqual(home(this).actionButton.map((e) => e.redirect), list.split(', '));
});
Then('the action button does not show {string}', function (this: PlayerWorld, redirect: string) {
  const shown = home(this).actionButton.map((e) => e.redirect);
  assert.ok(shown.length > 0, 'the action button is hidden altogether');
  assert.ok(!shown.includes(redirect as ActionButtonEntry['redirect']), `${redirect} is shown`);
});
Then('the action button is hidden', function (this: PlayerWorld) {
  assert.deepEqual(home(this).actionButton, []);
});
Then('the action button item {string} leads to the login page', function (this: PlayerWorld, redirect: string) {
  assert.deepEqual(actionItem(this, redirect), { kind: 'login', href: '/m/login' });
});
Then('the action button item {string} leads to the in-app route {string}', function (this: PlayerWorld, redirect: string, href: string) {
  assert.deepEqual(actionItem(this, redirect), { kind: 'route', href });
});
Then(
  'the action button item {string} opens {string} outside the app without opener',
  function (this: PlayerWorld, redirect: string, url: string) {
    assertExternal(this, actionItem(this, redirect), url);
  },
);

// --- referral action

When('the player taps the referral action', async function (this: PlayerWorld) {
  const session = this.session.read();
  home(this).referral = referralAction({
    loggedIn: session !== null,
    memberType: session?.type ?? NOT_LOGGED_IN,
    referralEnabled: await referralEnabled(this),
  });
});

Then('a coming-soon alert is shown', function (this: PlayerWorld) {
  assert.deepEqual(home(this).referral, { kind: 'coming-soon', message: { key: 'coming_soon' } });
});
Then('the referral action leads to {string}', function (this: PlayerWorld, href: string) {
  assert.deepEqual(home(this).referral, { kind: 'navigate', target: { kind: 'route', href } });
});
Then('the referral action opens customer service', function (this: PlayerWorld) {
  assert.deepEqual(home(this).referral, { kind: 'customer-service' });
});
Then('the available-promotions call carried no Authorization', function () {
  const call = requestLog.last(endpoints.availablePromotions.path, 'GET');
  assert.ok(call, 'no available-promotions call');
  assert.equal(call.headers.authorization, undefined);
});

// --- game vendors

When('the app loads the game vendors', async function (this: PlayerWorld) {
  const outcome = await this.container.get(this.tokens.LoadGameVendors).execute();
  assert.equal(outcome.kind, 'loaded');
  home(this).vendors = outcome.kind === 'loaded' ? outcome.ordering : null;
});

function vendors(world: PlayerWorld): VendorOrdering {
  const ordering = home(world).vendors;
  assert.ok(ordering, 'the game vendors were not loaded');
  return ordering;
}

Then('the vendors are {string}', function (this: PlayerWorld, list: string) {
  assert.deepEqual(vendors(this).vendors.map((v) => `${v.vendor}@${v.ordinal}`), list.split(', '));
});
Then('the TCG entry stands for {string}', function (this: PlayerWorld, list: string) {
  assert.deepEqual(vendors(this).vendors.find((v) => v.vendor === 'TCG')?.from, list.split(', '));
});
Then('the vendor list was asked for platform {string}', function (platform: string) {
  assert.equal(requestLog.last(endpoints.gameVendors.path, 'GET')?.query.platform, platform);
});
Then('the game ordinals are:', function (this: PlayerWorld, table: DataTable) {
  const { ordinals } = vendors(this);
  for (const { vendor, ordinal } of table.hashes()) assert.equal(ordinals[vendor ?? ''], Number(ordinal), vendor);
});
Then('the cards {string} sort as {string}', function (this: PlayerWorld, cards: string, sorted: string) {
  assert.deepEqual(byVendorOrdinal(cards.split(', '), (card) => card, vendors(this)), sorted.split(', '));
});
Then('the vendor cache key of {string} in {string} is {string}', function (vendor: string, language: string, key: string) {
  assert.equal(vendorCacheKey(vendor, language), key);
});

// --- VIP benefit (the shown case is in session.steps.ts)

Then('the VIP benefit is not shown', function (this: PlayerWorld) {
  assert.equal(showsVipBenefit(this.container.get(this.tokens.SessionState).memberInfo), false);
});
