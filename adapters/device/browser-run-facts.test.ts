import { describe, expect, it } from 'vitest';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { BrowserRunFacts, WEBCLIP_KEY } from './browser-run-facts';

describe('BrowserRunFacts (how the page runs)', () => {
  it('reads the user agent, the standalone display mode, navigator.standalone, the WEBCLIP flag and touch points', () => {
    const local = new InMemoryStore();
    local.set('WEBCLIP', '1');
    const queries: string[] = [];
    const facts = new BrowserRunFacts(
      {
        navigator: { userAgent: 'UA', standalone: true, maxTouchPoints: 5 },
        matchMedia: (query) => {
          queries.push(query);
          return { matches: true };
        },
      },
      local,
    );
    expect(facts.read()).toEqual({ userAgent: 'UA', standaloneDisplayMode: true, navigatorStandalone: true, webclipFlag: '1', maxTouchPoints: 5 });
    expect(queries).toEqual(['(display-mode: standalone)']);
    expect(WEBCLIP_KEY).toBe('WEBCLIP');
  });

  it('nothing known reads as the plain browser; only navigator.standalone === true counts', () => {
    const facts = new BrowserRunFacts({ navigator: { standalone: 'yes' } }, new InMemoryStore());
    expect(facts.read()).toEqual({ userAgent: '', standaloneDisplayMode: false, navigatorStandalone: false, webclipFlag: null, maxTouchPoints: 0 });
  });

  it('a failing matchMedia reads as not standalone', () => {
    const facts = new BrowserRunFacts({ matchMedia: () => { throw new Error('old browser'); } }, new InMemoryStore());
    expect(facts.read().standaloneDisplayMode).toBe(false);
  });

  it('the WEBCLIP flag is read at each call', () => {
    const local = new InMemoryStore();
    const facts = new BrowserRunFacts({}, local);
    expect(facts.read().webclipFlag).toBeNull();
    local.set('WEBCLIP', '0');
    expect(facts.read().webclipFlag).toBe('0');
  });
});
