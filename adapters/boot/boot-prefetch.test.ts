import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { createContainer } from '../composition/create-container';
import { testPlatform } from '../composition/test-platform';
import type { UseCase } from '../composition/deferred-use-case';
import { TOKENS, type Token } from '../composition/tokens';
import { SETTINGS_PATH } from '../../core/http/settings-call';
import { AVAILABLE_PROMOTIONS_CALL, GAME_LANES_CALL, HOME_CALLS, MARQUEE_CALL } from '../../core/http/home-calls';
import { cacheKey } from '../../core/http/cache-key';
import { appConfigFetch, handOver, startBootPrefetch, takeOver, type BootPrefetchOptions } from './boot-prefetch';

const DEFAULTS = { merchantCode: 'BUILD1', apiBaseUrl: '' };
/** The settings' answer on the wire: the platform envelope. */
const SETTINGS = { success: true, value: { banners: [{ url: '/b.png' }] } };

interface Call {
  readonly url: string;
  readonly init: RequestInit | undefined;
}

/** A fetch answering app-config.json with `config` and the settings with `settings` (or failing as told). */
function fakeFetch(config: unknown, settings: () => Promise<Response> = async () => Response.json(SETTINGS)) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    if (url.endsWith('app-config.json')) return config instanceof Response ? config : Response.json(config);
    return settings();
  }) as unknown as typeof fetch;
  return { calls, fetchFn };
}

const start = (fetchFn: typeof fetch, overrides: Partial<BootPrefetchOptions> = {}) =>
  startBootPrefetch({ fetch: fetchFn, base: '/m/', defaults: DEFAULTS, language: 'EN', configTimeoutMs: 8000, ...overrides });

afterEach(() => {
  vi.useRealTimers();
  takeOver();
});

describe('startBootPrefetch: the consolidated settings asked for by the entry, before the framework (docs/decisions.md "Speed on a slow phone: the first banner from the boot entry")', () => {
  it('reads app-config.json as loadAppConfig does (same URL and options, so index.html\'s preload serves it), then sends the settings call', async () => {
    const { calls, fetchFn } = fakeFetch({ merchantCode: 'SHOP7', apiBaseUrl: 'https://api.example/' });
    const answer = await start(fetchFn).settings;
    expect(calls[0]).toEqual({ url: '/m/app-config.json', init: expect.objectContaining({ cache: 'no-cache', credentials: 'same-origin' }) });
    expect(calls[1]!.url).toBe(`https://api.example${SETTINGS_PATH}`);
    expect(calls[1]!.init).toMatchObject({ credentials: 'include', headers: { Merchant: 'SHOP7', Language: 'EN', ModuleId: 'COMM3' } });
    // shell §7 "no redirects", as AxiosTransport in a browser.
    expect(calls[1]!.init).toMatchObject({ redirect: 'manual' });
    expect(answer).toMatchObject({ method: 'GET', baseUrl: 'https://api.example', path: SETTINGS_PATH });
    await expect(answer!.outcome).resolves.toEqual({ kind: 'response', status: 200, body: SETTINGS });
  });

  it('is the very request ApiClient sends for the catalogue\'s consolidatedSettings row (path, headers, no query)', async () => {
    const transport = new ScriptedTransport().reply(endpoints.consolidatedSettings.path, ok({}));
    const container = createContainer({ merchantCode: 'SHOP7', apiBaseUrl: '' }, testPlatform({ transport, currentLanguage: () => 'TH' }));
    await container.get(TOKENS.SharedConfigStore).execute();
    const sent = transport.to(endpoints.consolidatedSettings.path)[0]!;

    const answer = await start(fakeFetch({ merchantCode: 'SHOP7' }).fetchFn, { language: 'TH' }).settings;
    expect({ method: answer!.method, url: answer!.path, headers: answer!.headers }).toEqual({ method: sent.method, url: sent.url, headers: sent.headers });
    expect(sent.query).toBeUndefined();
    expect(endpoints.consolidatedSettings.timeoutMs).toBe(30_000);
  });

  it('a missing, unreadable or invalid config file: the build defaults, as loadAppConfig falls back to them', async () => {
    for (const config of [new Response('nope', { status: 404 }), new Response('{', { status: 200 }), { merchantCode: 'bad code!' }]) {
      const answer = await start(fakeFetch(config).fetchFn).settings;
      expect(answer!.headers.Merchant).toBe('BUILD1');
    }
    const failing = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).endsWith('app-config.json')) throw new TypeError('offline');
      return Response.json(SETTINGS);
    }) as unknown as typeof fetch;
    const prefetch = start(failing);
    await expect(prefetch.appConfig).resolves.toBeNull();
    expect((await prefetch.settings)!.headers.Merchant).toBe('BUILD1');
  });

  it('reads the answer as axios does: JSON when it parses, else the text; no answer at all is no-response', async () => {
    const html = await start(fakeFetch({}, async () => new Response('<h1>Bad gateway</h1>', { status: 502 })).fetchFn).settings;
    await expect(html!.outcome).resolves.toEqual({ kind: 'response', status: 502, body: '<h1>Bad gateway</h1>' });
    const empty = await start(fakeFetch({}, async () => new Response(null, { status: 204 })).fetchFn).settings;
    await expect(empty!.outcome).resolves.toEqual({ kind: 'response', status: 204, body: '' });
    const offline = await start(fakeFetch({}, () => Promise.reject(new TypeError('Failed to fetch'))).fetchFn).settings;
    await expect(offline!.outcome).resolves.toEqual({ kind: 'no-response' });
  });

  it('"Default request timeout 30 s" (player-journey §9): a settings call still unanswered then is a timeout', async () => {
    vi.useFakeTimers();
    const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const { fetchFn } = fakeFetch({}, () => Promise.reject(new Error('unused')));
    const prefetch = start(((input: RequestInfo | URL, init?: RequestInit) => (String(input).endsWith('app-config.json') ? fetchFn(input, init) : hanging(input, init))) as typeof fetch);
    const answer = await prefetch.settings;
    let settled = false;
    void answer!.outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer!.outcome).resolves.toEqual({ kind: 'timeout' });
  });

  it('an answered call leaves no timer behind (the config\'s limit and the call\'s are both cleared)', async () => {
    vi.useFakeTimers();
    const answer = await start(fakeFetch({ merchantCode: 'SHOP7' }).fetchFn).settings;
    await answer!.outcome;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a config file that never comes is given up at loadAppConfig\'s limit: the settings call then goes with the defaults', async () => {
    vi.useFakeTimers();
    const stalled = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('app-config.json')
        ? new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
        : Promise.resolve(Response.json(SETTINGS))) as typeof fetch;
    const prefetch = start(stalled, { configTimeoutMs: 8000 });
    await vi.advanceTimersByTimeAsync(8000);
    await expect(prefetch.appConfig).resolves.toBeNull();
    expect((await prefetch.settings)!.headers.Merchant).toBe('BUILD1');
  });
});

describe('the app takes the entry\'s requests over: no second call', () => {
  it('SharedConfigStore gets the early answer; the network sees no settings call', async () => {
    const answer = await start(fakeFetch({ merchantCode: 'SHOP7' }).fetchFn).settings;
    const transport = new ScriptedTransport().reply(endpoints.consolidatedSettings.path, ok({ banners: [] }));
    const container = createContainer({ merchantCode: 'SHOP7', apiBaseUrl: '' }, testPlatform({ transport, prefetched: [answer!] }));
    const outcome = await container.get(TOKENS.SharedConfigStore).execute();
    expect(outcome).toMatchObject({ kind: 'loaded', config: { banners: [{ url: '/b.png' }] } });
    expect(transport.to(endpoints.consolidatedSettings.path)).toHaveLength(0);
  });

  it('appConfigFetch: loadAppConfig\'s first read gets the entry\'s response; later reads, and reads without one, go to the network', async () => {
    const early = Response.json({ merchantCode: 'EARLY' });
    const network = vi.fn(async () => Response.json({ merchantCode: 'NETWORK' })) as unknown as typeof fetch;
    const fetchFn = appConfigFetch({ appConfig: Promise.resolve(early) }, network);
    await expect(fetchFn('/m/app-config.json').then((r) => r.json())).resolves.toEqual({ merchantCode: 'EARLY' });
    await expect(fetchFn('/m/app-config.json').then((r) => r.json())).resolves.toEqual({ merchantCode: 'NETWORK' });
    const noEarly = appConfigFetch({ appConfig: Promise.resolve(null) }, network);
    await expect(noEarly('/m/app-config.json').then((r) => r.json())).resolves.toEqual({ merchantCode: 'NETWORK' });
    await expect(appConfigFetch(null, network)('/m/app-config.json').then((r) => r.json())).resolves.toEqual({ merchantCode: 'NETWORK' });
  });

  it('appConfigFetch hands the entry\'s response only to a read of app-config.json', async () => {
    const network = vi.fn(async () => Response.json({ from: 'network' })) as unknown as typeof fetch;
    const fetchFn = appConfigFetch({ appConfig: Promise.resolve(Response.json({ from: 'entry' })) }, network);
    await expect(fetchFn('/m/other.json').then((r) => r.json())).resolves.toEqual({ from: 'network' });
  });

  it('appConfigFetch: an abort already signalled, or one without an Error, still ends the read', async () => {
    const never = new Promise<Response>(() => undefined);
    const aborted = new AbortController();
    aborted.abort(new Error('gone'));
    await expect(appConfigFetch({ appConfig: never }, vi.fn() as unknown as typeof fetch)('/m/app-config.json', { signal: aborted.signal })).rejects.toThrow('gone');
    const plain = new AbortController();
    const read = appConfigFetch({ appConfig: never }, vi.fn() as unknown as typeof fetch)('/m/app-config.json', { signal: plain.signal });
    plain.abort('late');
    await expect(read).rejects.toThrow('aborted');
  });

  it('appConfigFetch honours loadAppConfig\'s abort: a late early response does not hold the boot', async () => {
    const never = new Promise<Response>(() => undefined);
    const fetchFn = appConfigFetch({ appConfig: never }, vi.fn() as unknown as typeof fetch);
    const abort = new AbortController();
    const read = fetchFn('/m/app-config.json', { signal: abort.signal });
    abort.abort(new Error('no answer in 8000 ms'));
    await expect(read).rejects.toThrow('no answer in 8000 ms');
  });

  it('handOver/takeOver: the app takes the entry\'s prefetch once; none was handed over, none is taken', () => {
    expect(takeOver()).toBeNull();
    const prefetch = { appConfig: Promise.resolve(null), settings: Promise.resolve(null), calls: Promise.resolve([]) };
    handOver(prefetch);
    expect(takeOver()).toBe(prefetch);
    expect(takeOver()).toBeNull();
  });
});

describe('home\'s content calls sent by the entry (docs/decisions.md "First-load budget: axios after the entry\'s early calls")', () => {
  /** A fetch answering the config, the settings (REWCEN3 served as told) and every home call with an empty success. */
  function homeFetch(rewcen3: boolean) {
    const settings = { success: true, value: { whitelabelVal: { REWCEN3: rewcen3 ? '1' : '0' } } };
    return fakeFetch({ merchantCode: 'SHOP7' }, async () => Response.json(settings));
  }
  const homeUseCases: readonly Token<UseCase<[], { readonly kind: string }>>[] = [
    TOKENS.LoadGameLanes,
    TOKENS.LoadGameVendors,
    TOKENS.LoadMarquee,
    TOKENS.LoadPromotionCategories,
    TOKENS.LoadAvailablePromotions,
  ];

  it('each is the very request ApiClient sends for home\'s use cases (path, query, headers: no ModuleId header where the row has none)', async () => {
    const transport = new ScriptedTransport().reply(SETTINGS_PATH, ok({ whitelabelVal: { REWCEN3: '1' } }));
    const container = createContainer({ merchantCode: 'SHOP7', apiBaseUrl: '' }, testPlatform({ transport, currentLanguage: () => 'TH' }));
    await Promise.all(homeUseCases.map((token) => container.get(token).execute()));
    const appSent = transport.requests.filter((r) => r.url !== SETTINGS_PATH).map((r) => ({ method: r.method, url: r.url, query: r.query, headers: r.headers }));

    const { fetchFn, calls } = homeFetch(true);
    const answers = await start(fetchFn, { language: 'TH', calls: HOME_CALLS }).calls;
    await Promise.all(answers.map((answer) => answer.outcome));
    const early = answers.map((a) => ({ method: a.method, url: a.path, query: a.query, headers: a.headers }));
    expect(early).toHaveLength(HOME_CALLS.length);
    expect(new Set(early.map((e) => JSON.stringify(e)))).toEqual(new Set(appSent.map((e) => JSON.stringify(e))));
    expect(early.find((e) => e.url === GAME_LANES_CALL.path)!.headers).not.toHaveProperty('ModuleId');
    // On the wire: the query in the URL, every header with a value.
    const marquee = calls.find((c) => c.url.startsWith(MARQUEE_CALL.path))!;
    expect(marquee.url).toBe(`${MARQUEE_CALL.path}?category=marquee&platform=M&types=PR`);
    expect(marquee.init).toMatchObject({ credentials: 'include', headers: { Merchant: 'SHOP7', Language: 'TH', ModuleId: 'COMM3' } });
  });

  it('the referral card\'s call waits for the settings and is sent only when they serve REWCEN3 on, as the use case asks', async () => {
    const off = homeFetch(false);
    const offAnswers = await start(off.fetchFn, { calls: HOME_CALLS }).calls;
    const offReferral = offAnswers.find((a) => a.path === AVAILABLE_PROMOTIONS_CALL.path)!;
    await expect(offReferral.outcome).resolves.toBeNull();
    expect(off.calls.some((c) => c.url.startsWith(AVAILABLE_PROMOTIONS_CALL.path))).toBe(false);

    const on = homeFetch(true);
    const onReferral = (await start(on.fetchFn, { calls: HOME_CALLS }).calls).find((a) => a.path === AVAILABLE_PROMOTIONS_CALL.path)!;
    await expect(onReferral.outcome).resolves.toMatchObject({ kind: 'response', status: 200 });
    expect(on.calls.filter((c) => c.url.startsWith(AVAILABLE_PROMOTIONS_CALL.path))).toHaveLength(1);
  });

  it('a call whose answer the session keeps (a cacheable row, same merchant and language) is not asked again', async () => {
    const kept = new Set([cacheKey({ ...GAME_LANES_CALL, method: 'GET', noCache: false }, GAME_LANES_CALL.query, { merchantCode: 'SHOP7', language: 'EN' })!]);
    const { fetchFn, calls } = homeFetch(true);
    const answers = await start(fetchFn, { calls: HOME_CALLS, kept: (key) => kept.has(key) }).calls;
    expect(answers.map((a) => a.path)).not.toContain(GAME_LANES_CALL.path);
    expect(answers).toHaveLength(HOME_CALLS.length - 1);
    expect(calls.some((c) => c.url.startsWith(GAME_LANES_CALL.path))).toBe(false);
  });

  it('a settings answer that is no success envelope (a 502 page): the referral card\'s call is not sent, and the app asks itself', async () => {
    const { fetchFn, calls } = fakeFetch({ merchantCode: 'SHOP7' }, async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const referral = (await start(fetchFn, { calls: HOME_CALLS }).calls).find((a) => a.path === AVAILABLE_PROMOTIONS_CALL.path)!;
    await expect(referral.outcome).resolves.toBeNull();
    expect(calls.some((c) => c.url.startsWith(AVAILABLE_PROMOTIONS_CALL.path))).toBe(false);
  });

  it('only a cacheable row can be kept: a marquee the kept-check claims for everything is still sent', async () => {
    const { fetchFn, calls } = homeFetch(true);
    const answers = await start(fetchFn, { calls: [MARQUEE_CALL, GAME_LANES_CALL], kept: () => true }).calls;
    expect(answers.map((a) => a.path)).toEqual([MARQUEE_CALL.path]);
    expect(calls.filter((c) => c.url.startsWith(MARQUEE_CALL.path))).toHaveLength(1);
  });

  it('a kept-check that throws hands nothing over (no settings, no calls): the app then sends its own', async () => {
    const prefetch = start(homeFetch(true).fetchFn, {
      calls: HOME_CALLS,
      kept: () => {
        throw new Error('storage refused');
      },
    });
    await expect(prefetch.settings).resolves.toBeNull();
    await expect(prefetch.calls).resolves.toEqual([]);
  });

  it('no calls asked for, none sent; an unreadable config still sends them with the defaults', async () => {
    const { fetchFn, calls } = homeFetch(true);
    await expect(start(fetchFn).calls).resolves.toEqual([]);
    expect(calls).toHaveLength(2);
    const answers = await start(fakeFetch(new Response('nope', { status: 404 })).fetchFn, { calls: HOME_CALLS }).calls;
    expect(answers.every((a) => a.headers.Merchant === 'BUILD1')).toBe(true);
  });

  it('the app takes them over: home\'s use cases get the early answers and the network sees none of their calls', async () => {
    const { fetchFn } = homeFetch(true);
    const prefetch = start(fetchFn, { calls: HOME_CALLS });
    const prefetched = [(await prefetch.settings)!, ...(await prefetch.calls)];
    const transport = new ScriptedTransport();
    const container = createContainer({ merchantCode: 'SHOP7', apiBaseUrl: '' }, testPlatform({ transport, prefetched }));
    await container.get(TOKENS.SharedConfigStore).execute();
    const outcomes = await Promise.all(homeUseCases.map((token) => container.get(token).execute()));
    expect(outcomes.map((o) => o.kind)).toEqual(['loaded', 'loaded', 'loaded', 'loaded', 'loaded']);
    expect(transport.requests).toEqual([]);
  });
});
