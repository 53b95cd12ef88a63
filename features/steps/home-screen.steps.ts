import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { carouselBanners, decodeBanners } from '../../core/config/banner';
import { gameCardTarget, type GameLane } from '../../core/home/game-lanes';
import type { LinkTarget } from '../../core/home/link-target';
import { marqueeDurationMs, type MarqueeItem } from '../../core/home/marquee';
import { promotionCategoryHref, type PromotionCategory } from '../../core/home/promotion-categories';
import { endpoints } from '../../core/http/endpoints';
import { requestLog } from '../../mock-server/request-log';
import type { PlayerWorld } from '../support/world';

/** The address the player is on when tapping a card (the launch's backUrl). */
const CURRENT_URL = 'https://m.demo.test/m/home';

interface HomeScreenSeen {
  lanes: readonly GameLane[];
  marquee: readonly MarqueeItem[];
  categories: readonly PromotionCategory[];
  carousel: ReturnType<typeof carouselBanners>;
}
const seen = new WeakMap<PlayerWorld, HomeScreenSeen>();
function screen(world: PlayerWorld): HomeScreenSeen {
  let current = seen.get(world);
  if (!current) {
    current = { lanes: [], marquee: [], categories: [], carousel: [] };
    seen.set(world, current);
  }
  return current;
}

When('the home screen loads its game lanes', async function (this: PlayerWorld) {
  const outcome = await this.container.get(this.tokens.LoadGameLanes).execute();
  assert.equal(outcome.kind, 'loaded');
  screen(this).lanes = outcome.kind === 'loaded' ? outcome.lanes : [];
});

Then('the lanes are {string}', function (this: PlayerWorld, list: string) {
  assert.deepEqual(screen(this).lanes.map((lane) => `${lane.title}/${lane.gameClassify}`), list.split(', '));
});

Then('every lane counts at least the cards it shows', function (this: PlayerWorld) {
  for (const lane of screen(this).lanes) {
    assert.ok(lane.cards.length > 0, `${lane.title} shows no card`);
    assert.ok(lane.gameCount >= lane.cards.length, `${lane.title}: ${lane.gameCount} < ${lane.cards.length}`);
  }
});

Then('the game lanes were asked for platform {string}', function (platform: string) {
  assert.equal(requestLog.last(endpoints.gameLanes.path, 'GET')?.query.platform, platform);
});

function cardTarget(world: PlayerWorld, name: string): LinkTarget {
  const card = screen(world).lanes.flatMap((lane) => lane.cards).find((c) => c.displayName === name);
  assert.ok(card, `no card "${name}"`);
  return gameCardTarget(card, { loggedIn: world.session.read() !== null, currentUrl: CURRENT_URL });
}

Then('the card {string} leads to the login page', function (this: PlayerWorld, name: string) {
  assert.deepEqual(cardTarget(this, name), { kind: 'login', href: '/m/login' });
});

Then('the card {string} leads to the in-app route {string}', function (this: PlayerWorld, name: string, href: string) {
  assert.deepEqual(cardTarget(this, name), { kind: 'route', href });
});

Then('the card {string} launches the game with {string}', function (this: PlayerWorld, name: string, fields: string) {
  const target = cardTarget(this, name);
  assert.equal(target.kind, 'route');
  const url = new URL(target.kind === 'route' ? target.href : '', CURRENT_URL);
  assert.equal(url.pathname, '/m/launchGame');
  for (const [key, value] of new URLSearchParams(fields)) assert.equal(url.searchParams.get(key), value, key);
  assert.equal(url.searchParams.get('backUrl'), CURRENT_URL);
});

When('the home screen loads its marquee', async function (this: PlayerWorld) {
  const outcome = await this.container.get(this.tokens.LoadMarquee).execute();
  assert.equal(outcome.kind, 'loaded');
  screen(this).marquee = outcome.kind === 'loaded' ? outcome.items : [];
});

Then('the announcement list was asked with category {string}', function (category: string) {
  assert.equal(requestLog.last(endpoints.announcements.path, 'GET')?.query.category, category);
});

Then('the marquee has {int} lines, none holding markup', function (this: PlayerWorld, count: number) {
  const lines = screen(this).marquee;
  assert.equal(lines.length, count);
  for (const line of lines) assert.doesNotMatch(line.text, /[<>]/);
});

Then('crossing {int} px at {int} fps takes {int} ms', function (distance: number, fps: number, ms: number) {
  assert.equal(marqueeDurationMs(distance, fps), ms);
});

Then('the carousel holds {int} banners', async function (this: PlayerWorld, count: number) {
  const value = (await this.api.get(endpoints.consolidatedSettings)).value;
  screen(this).carousel = carouselBanners(decodeBanners(value));
  assert.equal(screen(this).carousel.length, count);
});

Then('the carousel holds no banner of the groups {string}', function (this: PlayerWorld, groups: string) {
  const excluded = groups.split(', ');
  assert.ok(screen(this).carousel.every((banner) => !excluded.includes(banner.groupName ?? '')));
});

When('the home screen loads its promotion categories', async function (this: PlayerWorld) {
  const outcome = await this.container.get(this.tokens.LoadPromotionCategories).execute();
  assert.equal(outcome.kind, 'loaded');
  screen(this).categories = outcome.kind === 'loaded' ? outcome.categories : [];
});

Then('the category {string} leads to {string}', function (this: PlayerWorld, id: string, href: string) {
  const category = screen(this).categories.find((c) => c.id === id);
  assert.ok(category, `no category ${id}`);
  assert.equal(promotionCategoryHref(category), href);
});
