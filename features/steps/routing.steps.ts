import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { RememberAffiliate } from '../../core/routing/affiliate';
import { decideGuard, type GuardDecision } from '../../core/routing/guard';
import { carryQuery } from '../../core/routing/query-carry';
import { isAppRefresh } from '../../core/routing/reload';
import { ROUTES } from '../../core/routing/route-table';
import { needsNoindex, seoFor, type SeoFacts } from '../../core/routing/seo';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { messages } from '../../src/i18n/locales/en';
import type { PlayerWorld } from '../support/world';

/** What one routing scenario has seen; kept beside the World so the World stays as it is. */
interface RoutingScene {
  hasSessionToken: boolean;
  decision: GuardDecision | null;
  currentQuery: string;
  storedTracking: Record<string, string>;
  link: string | null;
  affiliateStore: InMemoryStore;
  affiliateCode: string | null;
  seo: Partial<SeoFacts>;
}

const scenes = new WeakMap<PlayerWorld, RoutingScene>();
function scene(world: PlayerWorld): RoutingScene {
  let s = scenes.get(world);
  if (!s) {
    s = { hasSessionToken: false, decision: null, currentQuery: '', storedTracking: {}, link: null, affiliateStore: new InMemoryStore(), affiliateCode: null, seo: {} };
    scenes.set(world, s);
  }
  return s;
}

const splitAddress = (address: string) => {
  const at = address.indexOf('?');
  return at === -1 ? { path: address, query: '' } : { path: address.slice(0, at), query: address.slice(at) };
};

Given('a visitor without a session token', function (this: PlayerWorld) {
  scene(this).hasSessionToken = false;
});
Given('a visitor with a session token', function (this: PlayerWorld) {
  scene(this).hasSessionToken = true;
});
When('the visitor opens {string}', function (this: PlayerWorld, address: string) {
  const s = scene(this);
  s.decision = decideGuard({ ...splitAddress(address), hasSessionToken: s.hasSessionToken });
});
When('the visitor refreshes the app on {string}', function (this: PlayerWorld, address: string) {
  const s = scene(this);
  s.decision = decideGuard({ ...splitAddress(address), hasSessionToken: s.hasSessionToken, appRefresh: isAppRefresh({ navigationType: 'reload', address, appReloadOf: null }) });
});
Then('the router redirects to {string}', function (this: PlayerWorld, to: string) {
  assert.deepEqual(scene(this).decision, { kind: 'redirect', to });
});
Then('the router shows the page', function (this: PlayerWorld) {
  assert.deepEqual(scene(this).decision, { kind: 'allow' });
});
Then('the router shows the not-found screen', function (this: PlayerWorld) {
  assert.deepEqual(scene(this).decision, { kind: 'not-found' });
});
Then('a {string} navigation is an app refresh', function (type: string) {
  assert.equal(isAppRefresh({ navigationType: type, address: '/m/inviteFriends', appReloadOf: null }), true);
});
Then('a {string} navigation is not an app refresh', function (type: string) {
  assert.equal(isAppRefresh({ navigationType: type, address: '/m/inviteFriends', appReloadOf: null }), false);
});
Then('a reload the app started itself on {string} is not an app refresh there', function (address: string) {
  assert.equal(isAppRefresh({ navigationType: 'reload', address, appReloadOf: address }), false);
});

Given('the current query is {string}', function (this: PlayerWorld, query: string) {
  scene(this).currentQuery = query;
});
Given('the tracking feature stored {string} as {string}', function (this: PlayerWorld, key: string, value: string) {
  scene(this).storedTracking[key] = value;
});
When('the player follows a link to {string}', function (this: PlayerWorld, href: string) {
  const s = scene(this);
  s.link = carryQuery(s.currentQuery, href, s.storedTracking);
});
Then('the link leads to {string}', function (this: PlayerWorld, href: string) {
  assert.equal(scene(this).link, href);
});

When('a visitor arrives on host {string} with the query {string}', function (this: PlayerWorld, host: string, query: string) {
  const s = scene(this);
  s.affiliateCode = new RememberAffiliate(s.affiliateStore).execute(host, new URLSearchParams(query)).affiliateCode;
});
Then('the affiliate code is {string}', function (this: PlayerWorld, code: string) {
  assert.equal(scene(this).affiliateCode, code === '(none)' ? null : code);
});
Then('the stored affiliate code is {string}', function (this: PlayerWorld, code: string) {
  assert.equal(new RememberAffiliate(scene(this).affiliateStore).stored().affiliateCode, code);
});
Then('the stored r is {string}', function (this: PlayerWorld, r: string) {
  assert.equal(new RememberAffiliate(scene(this).affiliateStore).stored().r, r);
});

When('a search engine reads {string} on host {string}', function (this: PlayerWorld, path: string, host: string) {
  scene(this).seo = { noindex: needsNoindex(host, path) };
});
When('a search engine reads {string}', function (this: PlayerWorld, url: string) {
  const { origin, pathname, search } = new URL(url);
  scene(this).seo = seoFor(pathname + search, origin);
});
Then('the robots tag is {string}', function (this: PlayerWorld, robots: string) {
  assert.equal(scene(this).seo.noindex ? 'noindex' : 'index', robots);
});
Then('the page title is {string} and the description is {string}', function (this: PlayerWorld, titleKey: string, descriptionKey: string) {
  assert.deepEqual([scene(this).seo.titleKey, scene(this).seo.descriptionKey], [titleKey, descriptionKey]);
});
Then('the canonical link is {string}', function (this: PlayerWorld, url: string) {
  assert.equal(scene(this).seo.canonicalUrl, url);
});
Then('every route has a title and a description in the English catalogue', function () {
  const missing = ROUTES.flatMap((r) => [r.titleKey, r.descriptionKey]).filter((key) => !(key in messages));
  assert.deepEqual(missing, []);
});
