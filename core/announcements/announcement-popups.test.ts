import { aSession } from '../testing/session-harness';
import { describe, expect, it } from 'vitest';
import type { HtmlSanitizer, HtmlSanitizerLoader } from '../content/ports';
import { endpoints } from '../http/endpoints';
import { ok, fails, ScriptedTransport } from '../testing/scripted-transport';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { InMemoryStore } from '../testing/in-memory-store';
import type { SessionInfo } from '../session-state/session-info';
import { AnnouncementPopups, POPUP_LIST_DELAY_MS, POPUP_LIST_QUERY, type AnnouncementPopupsOutcome } from './announcement-popups';
import type { LocalCalendar } from './ports';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A zone at a fixed offset from UTC (Manila: +8 h). */
class FixedOffsetCalendar implements LocalCalendar {
  constructor(private readonly offsetMs: number) {}
  nextLocalMidnight(epochMs: number): number {
    return (Math.floor((epochMs + this.offsetMs) / DAY) + 1) * DAY - this.offsetMs;
  }
}

/** Marks what it touched, so a test sees the content went through it. */
const markingSanitizer: HtmlSanitizer = { sanitize: (html) => `[safe]${html.replace(/<script>.*?<\/script>/g, '')}` };

const popups = [
  { id: '501', title: 'Welcome back', content: '<p>Daily draws</p>', promotionType: 'NOTICE', execution: 'A' },
  { id: '502', title: 'Join today', content: '<p>Bonus</p><script>x()</script>', promotionType: 'NOTICE', execution: 'B' },
  { id: '503', title: 'First login gift', content: '<p>Gift</p>', promotionType: 'NOTICE', execution: 'F', forceRead: true },
];

const member = (overrides: Partial<SessionInfo> = {}): SessionInfo => aSession({ id: '1001', ...overrides });

interface RigOptions {
  readonly reply?: ReturnType<typeof ok>;
  readonly sanitizer?: HtmlSanitizerLoader;
  readonly local?: InMemoryStore;
  readonly calendar?: () => Promise<LocalCalendar>;
}

function rig(options: RigOptions = {}) {
  const transport = new ScriptedTransport().reply(endpoints.announcements.path, options.reply ?? ok(popups));
  const h = requestLayerHarness(transport);
  const local = options.local ?? new InMemoryStore();
  const sanitizerLoads = { count: 0 };
  const sanitizer: HtmlSanitizerLoader = options.sanitizer ?? {
    current: null,
    ready: async () => {
      sanitizerLoads.count++;
      return markingSanitizer;
    },
  };
  const calendar = options.calendar ?? (async () => new FixedOffsetCalendar(8 * HOUR));
  const useCase = new AnnouncementPopups({ api: h.api, session: h.session, local, clock: h.time, calendar, scheduler: h.time, sanitizer });
  /** Starts a load and lets its 500 ms pass. */
  const load = async (): Promise<AnnouncementPopupsOutcome> => {
    const pending = useCase.load();
    h.time.advance(POPUP_LIST_DELAY_MS);
    return pending;
  };
  return { ...h, transport, local, useCase, load, calendar, sanitizerLoads };
}

const ids = (outcome: AnnouncementPopupsOutcome) => (outcome.kind === 'show' ? outcome.popups.map((popup) => popup.id) : outcome.kind);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AnnouncementPopups.load (shell §4 "Popup visibility", §9 "popup list loaded after 500 ms")', () => {
  it('"popup list loaded after 500 ms": nothing is asked before, the list after', async () => {
    const { useCase, time, transport } = rig();
    const pending = useCase.load();
    time.advance(POPUP_LIST_DELAY_MS - 1);
    await flush();
    expect(transport.requests).toHaveLength(0);
    time.advance(1);
    await pending;
    expect(transport.to(endpoints.announcements.path)).toHaveLength(1);
  });

  it('asks GET MCSFE_getListAnnouncements for the popup category with no Authorization', async () => {
    const { load, transport, session } = rig();
    session.info = member();
    await load();
    const [request] = transport.requests;
    expect(request?.method).toBe('GET');
    expect(request?.query).toEqual(POPUP_LIST_QUERY);
    expect(request?.headers.Authorization).toBeUndefined();
    expect(request?.headers.ModuleId).toBe('COMM3');
  });

  it('"Guests see popups of execution B"', async () => {
    expect(ids(await rig().load())).toEqual(['502']);
  });

  it('"members see A"; "a first login also sees F" and its forceRead', async () => {
    const plain = rig();
    plain.session.info = member();
    expect(await plain.load()).toMatchObject({ kind: 'show', forceRead: false, popups: [{ id: '501' }] });
    const first = rig();
    first.session.info = member({ firstTimeLogin: true });
    expect(await first.load()).toMatchObject({ kind: 'show', forceRead: true, popups: [{ id: '501' }, { id: '503', forceRead: true }] });
  });

  it('content is "sanitised with DOMPurify before it is rendered": the screen only ever gets the sanitiser\'s output', async () => {
    const outcome = await rig().load();
    expect(outcome).toEqual({
      kind: 'show',
      forceRead: false,
      popups: [{ id: '502', title: 'Join today', safeHtml: '[safe]<p>Bonus</p>', promotionType: 'NOTICE', forceRead: false }],
    });
  });

  it('the sanitiser\'s code is not downloaded when nothing is to be shown, and its failed download shows nothing', async () => {
    const empty = rig({ reply: ok([]) });
    expect(await empty.load()).toEqual({ kind: 'none' });
    expect(empty.sanitizerLoads.count).toBe(0);
    const broken = rig({ sanitizer: { current: null, ready: () => Promise.reject(new Error('chunk failed')) } });
    expect(await broken.load()).toEqual({ kind: 'failed', reason: 'sanitizer-unavailable' });
  });

  it('a failed or malformed list shows nothing and opens no dialog', async () => {
    const failed = rig({ reply: fails(500, 'oops') as ReturnType<typeof ok> });
    expect(await failed.load()).toEqual({ kind: 'failed', reason: 'request-failed' });
    expect(failed.notices.state.dialogs).toHaveLength(0);
    const malformed = rig({ reply: ok({ total: 3 }) });
    expect(await malformed.load()).toEqual({ kind: 'failed', reason: 'malformed-answer' });
  });
});

describe('AnnouncementPopups.close (shell §4 "Closing sets show to false and saves today-hide if the checkbox is ticked")', () => {
  it('without the checkbox: not shown again on this page, shown again on the next page load', async () => {
    const first = rig();
    await first.load();
    expect(await first.useCase.close({ hideToday: false })).toEqual({ kind: 'closed', hiddenUntil: null });
    expect(await first.load()).toEqual({ kind: 'none' });
    expect(first.local.keys()).toEqual([]);
    const nextPage = rig({ local: first.local });
    expect(ids(await nextPage.load())).toEqual(['502']);
  });

  it('without the checkbox only what was closed stays hidden on this page: a new popup, or "the hash of title plus content changes", shows', async () => {
    const { load, useCase, transport } = rig();
    await load();
    await useCase.close({ hideToday: false });
    const added = [...popups, { id: '504', title: 'New draw', content: '<p>Draw</p>', promotionType: 'NOTICE', execution: 'B' }];
    transport.reply(endpoints.announcements.path, ok(added));
    expect(ids(await load())).toEqual(['504']);
    await useCase.close({ hideToday: false });
    const edited = added.map((popup) => (popup.id === '502' ? { ...popup, content: '<p>Bigger bonus</p>' } : popup));
    transport.reply(endpoints.announcements.path, ok(edited));
    expect(ids(await load())).toEqual(['502']);
  });

  it('with the checkbox: hidden until "the next local midnight after the hide time", then shown again', async () => {
    const first = rig();
    // ManualTime starts at 2023-11-14T22:13:20Z: 06:13:20 on the 15th in Manila (UTC+8).
    await first.load();
    const closed = await first.useCase.close({ hideToday: true });
    const midnight = Date.UTC(2023, 10, 15, 16, 0, 0); // 2023-11-16 00:00 in Manila
    expect(closed).toEqual({ kind: 'closed', hiddenUntil: midnight });

    const later = rig({ local: first.local });
    later.time.advance(midnight - later.time.now() - 1 - POPUP_LIST_DELAY_MS);
    expect(await later.load()).toEqual({ kind: 'none' });

    const afterMidnight = rig({ local: first.local });
    afterMidnight.time.advance(midnight - afterMidnight.time.now() - POPUP_LIST_DELAY_MS);
    expect(ids(await afterMidnight.load())).toEqual(['502']);
  });

  it('"shown again when the hash of title plus content changes", even before midnight', async () => {
    const first = rig();
    await first.load();
    await first.useCase.close({ hideToday: true });
    const edited = popups.map((popup) => (popup.id === '502' ? { ...popup, content: '<p>Bigger bonus</p>' } : popup));
    const again = rig({ local: first.local, reply: ok(edited) });
    expect(ids(await again.load())).toEqual(['502']);
    const retitled = popups.map((popup) => (popup.id === '502' ? { ...popup, title: 'Join now' } : popup));
    expect(ids(await rig({ local: first.local, reply: ok(retitled) }).load())).toEqual(['502']);
  });

  it('visibility is per user: a guest\'s hide-today does not hide a member\'s popups, nor the other way round', async () => {
    const guest = rig();
    await guest.load();
    await guest.useCase.close({ hideToday: true });
    const both = popups.slice(0, 2).map((popup) => ({ ...popup, execution: 'A,B' }));
    const memberPage = rig({ local: guest.local, reply: ok(both) });
    memberPage.session.info = member();
    expect(ids(await memberPage.load())).toEqual(['501', '502']);
    await memberPage.useCase.close({ hideToday: true });
    const otherMember = rig({ local: guest.local, reply: ok(both) });
    otherMember.session.info = member({ id: '2002' });
    expect(ids(await otherMember.load())).toEqual(['501', '502']);
    expect(guest.local.keys().sort()).toEqual(['announcementPopups.guest', 'announcementPopups.member.1001']);
  });

  it('a login while the list is on its way gets the member\'s popups', async () => {
    const { useCase, time, transport, session } = rig();
    const release = transport.hold();
    const pending = useCase.load();
    time.advance(POPUP_LIST_DELAY_MS);
    session.info = member();
    release();
    expect(ids(await pending)).toEqual(['501']);
  });

  it('a calendar that cannot be had still closes, for this page only', async () => {
    const { load, useCase, local } = rig({ calendar: () => Promise.reject(new Error('chunk failed')) });
    await load();
    expect(await useCase.close({ hideToday: true })).toEqual({ kind: 'closed', hiddenUntil: null });
    expect(local.keys()).toEqual([]);
    expect(await load()).toEqual({ kind: 'none' });
  });

  it('closing with nothing open does nothing', async () => {
    const { useCase, local } = rig();
    expect(await useCase.close({ hideToday: true })).toEqual({ kind: 'nothing-open' });
    expect(local.keys()).toEqual([]);
  });

  it('unreadable stored visibility counts as nothing hidden', async () => {
    const local = new InMemoryStore();
    local.set('announcementPopups.guest', '{broken');
    expect(ids(await rig({ local }).load())).toEqual(['502']);
  });
});
