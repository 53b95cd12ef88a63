import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { Given, Then, When } from '@cucumber/cucumber';
import type { WindowLike } from 'dompurify';
import { IntlLocalCalendar } from '../../adapters/announcements/intl-local-calendar';
import { createDomPurifySanitizer } from '../../adapters/html/dompurify-sanitizer';
import { LazyHtmlSanitizer } from '../../adapters/html/lazy-html-sanitizer';
import { POPUP_LIST_DELAY_MS, type AnnouncementPopupsOutcome, type ClosePopupsOutcome } from '../../core/announcements/announcement-popups';
import { POPUP_AUTOPLAY_MS, startCarousel, stepCarousel, type PopupCarouselState } from '../../core/announcements/popup-carousel';
import { db } from '../../mock-server/db';
import { ensureSeeded } from '../../mock-server/seed';
import type { PlayerWorld } from '../support/world';

/** jsdom has no type declarations here; node has no DOM of its own for DOMPurify. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: Window & WindowLike } };

/** The phone: its zone outlives a page load; the pending load, its outcome and the carousel belong to one page. */
interface PopupPage {
  zone: string;
  wiredContainer: object | null;
  pending: Promise<AnnouncementPopupsOutcome> | null;
  outcome: AnnouncementPopupsOutcome | null;
  closed: ClosePopupsOutcome | null;
  carousel: PopupCarouselState | null;
}
const pages = new WeakMap<PlayerWorld, PopupPage>();

function page(world: PlayerWorld): PopupPage {
  let current = pages.get(world);
  if (!current) {
    current = { zone: 'UTC', wiredContainer: null, pending: null, outcome: null, closed: null, carousel: null };
    pages.set(world, current);
  }
  // The phone's clock, zone and a DOMPurify over jsdom, in place before the popups are first resolved.
  if (world.container && current.wiredContainer !== world.container) {
    const zone = current.zone;
    world.container.rebind(world.tokens.Clock).toConstantValue(world.time);
    world.container.rebind(world.tokens.LocalCalendarLoader).toConstantValue(async () => new IntlLocalCalendar(zone));
    world.container
      .rebind(world.tokens.HtmlSanitizerLoader)
      .toConstantValue(new LazyHtmlSanitizer(async () => createDomPurifySanitizer(new JSDOM('<!doctype html><body></body>').window)));
    current.wiredContainer = world.container;
  }
  return current;
}

/** The instant the zone's wall clock reads `local` ("YYYY-MM-DD HH:mm"). */
function localInstant(zone: string, local: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(local);
  assert.ok(match, `not a local time: ${local}`);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  const offset = (at: number) => {
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, Number(part.value)]));
    return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - Math.floor(at / 1000) * 1000;
  };
  return wall - offset(wall - offset(wall));
}

async function startLoading(world: PlayerWorld): Promise<void> {
  const popups = page(world);
  const scheduled = world.time.pending();
  popups.outcome = null;
  popups.carousel = null;
  popups.pending = world.container.get(world.tokens.LoadAnnouncementPopups).execute();
  void popups.pending.then((outcome) => (popups.outcome = outcome));
  // The use case's code is downloaded first; then its 500 ms wait is put on the scheduler.
  for (let waited = 0; world.time.pending() === scheduled && popups.outcome === null && waited < 5_000; waited += 5) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function outcome(world: PlayerWorld): Promise<AnnouncementPopupsOutcome> {
  const popups = page(world);
  assert.ok(popups.pending, 'the popups were not started');
  const settled = await popups.pending;
  if (!popups.carousel && settled.kind === 'show') popups.carousel = startCarousel(settled.popups.length, settled.forceRead);
  return settled;
}

function shownPopup(world: PlayerWorld, title: string) {
  const settled = page(world).outcome;
  assert.ok(settled?.kind === 'show', `no popups shown: ${JSON.stringify(settled)}`);
  const popup = settled.popups.find((candidate) => candidate.title === title);
  assert.ok(popup, `no popup "${title}"`);
  const body = new JSDOM('<!doctype html><body></body>').window.document.createElement('div');
  body.innerHTML = popup.safeHtml;
  return body;
}

function carousel(world: PlayerWorld): PopupCarouselState {
  const state = page(world).carousel;
  assert.ok(state, 'no popup carousel');
  return state;
}

Given("the phone's time zone is {string}", function (this: PlayerWorld, zone: string) {
  page(this).zone = zone;
});
Given("the phone's clock reads {string} local time", function (this: PlayerWorld, local: string) {
  const at = localInstant(page(this).zone, local);
  assert.ok(at >= this.time.now(), 'the phone clock only moves forward in these scenarios');
  this.time.advance(at - this.time.now());
});
Given('the player is a guest', function (this: PlayerWorld) {
  assert.equal(this.session.read(), null);
});
Given('the mock changes the content of popup {string} to {string}', async function (id: string, content: string) {
  await ensureSeeded();
  await db.announcements.update((q) => q.where({ id }), {
    data(announcement) {
      announcement.content = content;
    },
  });
});

When('the app starts the announcement popups', async function (this: PlayerWorld) {
  await startLoading(this);
});
When('the announcement popups load', async function (this: PlayerWorld) {
  await startLoading(this);
  this.time.advance(POPUP_LIST_DELAY_MS);
  await outcome(this);
});
When('the player opens the site again', function (this: PlayerWorld) {
  // A new page: a new container over the same local and session storage.
  this.useSite(this.container.get(this.tokens.AppConfig).merchantCode, 'https');
  page(this);
});
When('the player ticks {string} and closes the popups', async function (this: PlayerWorld, _label: string) {
  page(this).closed = await this.container.get(this.tokens.CloseAnnouncementPopups).execute({ hideToday: true });
});
When('the player closes the popups', async function (this: PlayerWorld) {
  page(this).closed = await this.container.get(this.tokens.CloseAnnouncementPopups).execute({ hideToday: false });
});
When('the player presses close on the popup carousel', function (this: PlayerWorld) {
  page(this).carousel = stepCarousel(carousel(this), { type: 'close-requested' });
});
When('the player touches the popup carousel', function (this: PlayerWorld) {
  page(this).carousel = stepCarousel(carousel(this), { type: 'interact' });
});
When('{int} ms of popup autoplay pass', function (this: PlayerWorld, ms: number) {
  for (let tick = 0; tick < Math.floor(ms / POPUP_AUTOPLAY_MS); tick++) {
    page(this).carousel = stepCarousel(carousel(this), { type: 'autoplay-tick' });
  }
});

Then('the popups shown are {string}', async function (this: PlayerWorld, titles: string) {
  const settled = await outcome(this);
  assert.ok(settled.kind === 'show', `no popups shown: ${JSON.stringify(settled)}`);
  assert.deepEqual(settled.popups.map((popup) => popup.title), titles.split(', '));
});
Then('no popup is shown', async function (this: PlayerWorld) {
  const settled = await outcome(this);
  assert.notEqual(settled.kind, 'show', JSON.stringify(settled));
});
Then('the popups are hidden until {string} local time', function (this: PlayerWorld, local: string) {
  assert.deepEqual(page(this).closed, { kind: 'closed', hiddenUntil: localInstant(page(this).zone, local) });
});
Then('the popup carousel shows slide {int} of {int}', function (this: PlayerWorld, slide: number, count: number) {
  const state = carousel(this);
  assert.equal(state.open, true, 'the carousel is closed');
  assert.deepEqual([state.index + 1, state.count], [slide, count]);
});
Then('the popup carousel is closed', function (this: PlayerWorld) {
  assert.equal(carousel(this).open, false);
});
Then('the popup {string} carries no script, no event handler and no javascript: link', function (this: PlayerWorld, title: string) {
  const body = shownPopup(this, title);
  assert.equal(body.querySelectorAll('script').length, 0);
  for (const element of body.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      assert.ok(!attribute.name.toLowerCase().startsWith('on'), `${element.tagName} keeps ${attribute.name}`);
      assert.ok(!/^\s*(?:javascript|data|vbscript):/i.test(attribute.value), `${element.tagName} keeps ${attribute.name}=${attribute.value}`);
    }
  }
});
Then('the popup {string} still reads {string}', function (this: PlayerWorld, title: string, words: string) {
  assert.ok(shownPopup(this, title).textContent?.includes(words), `"${words}" is gone`);
});
Then('the popup {string} still links to {string}', function (this: PlayerWorld, title: string, href: string) {
  const links = [...shownPopup(this, title).querySelectorAll('a')].map((link) => link.getAttribute('href'));
  assert.ok(links.includes(href), `links: ${JSON.stringify(links)}`);
});
