import { describe, expect, it } from 'vitest';
import { POPUP_LIST_DELAY_MS } from '../../core/announcements/announcement-popups';
import { endpoints } from '../../core/http/endpoints';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { IntlLocalCalendar } from '../announcements/intl-local-calendar';
import { LazyHtmlSanitizer } from '../html/lazy-html-sanitizer';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

const popups = [
  { id: '1', title: 'Join', content: '<p>Join</p><img src=x onerror=alert(1)>', execution: 'B' },
  { id: '2', title: 'Welcome', content: '<p>Welcome</p>', execution: 'A' },
];

function wiring() {
  const transport = new ScriptedTransport().reply(endpoints.announcements.path, ok(popups));
  const platform = testPlatform({ transport });
  const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, platform);
  // node has no DOM: a stand-in sanitiser that keeps only the text between tags.
  container.rebind(TOKENS.HtmlSanitizerLoader).toConstantValue(new LazyHtmlSanitizer(async () => ({ sanitize: (html) => html.replace(/<[^>]*>/g, '') })));
  container.rebind(TOKENS.LocalCalendarLoader).toConstantValue(async () => new IntlLocalCalendar('Asia/Manila'));
  return { container, transport, platform };
}

describe('composition: announcement popups, downloaded on first use', () => {
  it('one popups object per page: load waits 500 ms, shows the guest\'s popups; close with hide-today stores until local midnight', async () => {
    const { container, transport, platform } = wiring();
    const load = container.get(TOKENS.LoadAnnouncementPopups);
    expect(container.get(TOKENS.LoadAnnouncementPopups)).toBe(load);
    const pending = load.execute();
    // The chunk download settles before the 500 ms wait is scheduled.
    for (let i = 0; i < 50 && platform.scheduler.pending() === 0; i++) await new Promise((resolve) => setTimeout(resolve, 1));
    expect(transport.requests).toHaveLength(0);
    platform.scheduler.advance(POPUP_LIST_DELAY_MS);
    expect(await pending).toEqual({
      kind: 'show',
      forceRead: false,
      popups: [{ id: '1', title: 'Join', safeHtml: 'Join', promotionType: '', forceRead: false }],
    });
    const closed = await container.get(TOKENS.CloseAnnouncementPopups).execute({ hideToday: true });
    expect(closed).toEqual({ kind: 'closed', hiddenUntil: new IntlLocalCalendar('Asia/Manila').nextLocalMidnight(platform.clock.now()) });
    expect(platform.localStore.get('announcementPopups.guest')).toContain('"1"');
  });

  it('the browser wiring binds the lazy DOMPurify sanitiser and the Intl calendar', async () => {
    const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, testPlatform());
    expect(container.get(TOKENS.HtmlSanitizerLoader)).toBeInstanceOf(LazyHtmlSanitizer);
    expect(await container.get(TOKENS.LocalCalendarLoader)()).toBeInstanceOf(IntlLocalCalendar);
  });

  it('closing before anything was loaded does nothing', async () => {
    const { container } = wiring();
    expect(await container.get(TOKENS.CloseAnnouncementPopups).execute({ hideToday: false })).toEqual({ kind: 'nothing-open' });
  });
});
