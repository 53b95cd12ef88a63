import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, resetMock } from './node';
import { decodeCustomerServicePath } from './customer-service-path';
import { DEFAULT_MAINTENANCE_DESCRIPTION, scenarios } from './scenarios';
import { call, callEncrypted, LAUNCH_GAME_BODY, loginToken, STATUS_QUERY } from './test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const STATUS = '/wps/system/status';
const MATCHES = '/wps/relay/GCSGAME_getGameMatchV2';

describe('system/status', () => {
  it('answers {maintenance, maintenanceEnd, maintenanceDescription, regionRestriction, regionRestrictionEnd, ip} when all is well', async () => {
    const answer = await call(STATUS, { query: { ...STATUS_QUERY, _: '1' } });
    expect(answer.body).toEqual({
      success: true,
      value: {
        maintenance: false,
        maintenanceEnd: null,
        maintenanceDescription: null,
        regionRestriction: false,
        regionRestrictionEnd: null,
        ip: '203.0.113.10',
      },
    });
  });

  it('"Maintenance page: … optional end time (from maintenanceEnd), description from the server"', async () => {
    scenarios.set({ maintenance: { enabled: true, end: '2030-01-01T12:00:00+08:00', description: 'Upgrading the draw engine' } });
    const answer = await call(STATUS, { query: STATUS_QUERY });
    expect(answer.body).toMatchObject({
      success: true,
      value: { maintenance: true, maintenanceEnd: '2030-01-01T12:00:00+08:00', maintenanceDescription: 'Upgrading the draw engine' },
    });
  });

  it('"Access-denied (IP or region restricted) page: … the visitor\'s IP address"', async () => {
    scenarios.set({ regionRestriction: { enabled: true, ip: '198.51.100.7' } });
    const answer = await call(STATUS, { query: STATUS_QUERY });
    expect(answer.body).toMatchObject({ value: { regionRestriction: true, ip: '198.51.100.7' } });
  });

  it('the access-denied end time (player-journey §2 "… and an end time") is sent as regionRestrictionEnd while the restriction is on', async () => {
    scenarios.set({ regionRestriction: { enabled: true, end: '2030-01-01T12:00:00+08:00' } });
    expect((await call(STATUS, { query: STATUS_QUERY })).body).toMatchObject({
      value: { regionRestriction: true, regionRestrictionEnd: '2030-01-01T12:00:00+08:00' },
    });
    scenarios.set({ regionRestriction: { enabled: false } });
    expect((await call(STATUS, { query: STATUS_QUERY })).body).toMatchObject({ value: { regionRestriction: false, regionRestrictionEnd: null } });
  });

  it('"System status failure with errorCode domain_not_available"', async () => {
    scenarios.set({ domainNotAvailable: true });
    const answer = await call(STATUS, { query: STATUS_QUERY });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: false,
      errorCode: 'domain_not_available',
      message: expect.any(String),
      value: { ip: '203.0.113.10' },
    });
  });

  it('"description from the server" can be switched off: it is sent empty, so the client shows its fixed text', async () => {
    scenarios.set({ maintenance: { enabled: true, description: null } });
    const off = await call(STATUS, { query: STATUS_QUERY });
    expect(off.body).toMatchObject({ value: { maintenance: true, maintenanceDescription: '' } });
    scenarios.set({ maintenance: { description: DEFAULT_MAINTENANCE_DESCRIPTION } });
    const on = await call(STATUS, { query: STATUS_QUERY });
    expect(on.body).toMatchObject({ value: { maintenanceDescription: DEFAULT_MAINTENANCE_DESCRIPTION } });
  });

  it('maintenance switched on without an end time answers a plausible ISO end time with offset, ahead of now', async () => {
    scenarios.set({ maintenance: { enabled: true } });
    const answer = await call(STATUS, { query: STATUS_QUERY });
    const end = (answer.body as { value: { maintenanceEnd: string } }).value.maintenanceEnd;
    expect(end).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(Date.parse(end)).toBeGreaterThan(Date.now() + 2 * 60 * 60 * 1000);
    scenarios.set({ maintenance: { end: null } });
    expect((await call(STATUS, { query: STATUS_QUERY })).body).toMatchObject({ value: { maintenance: true, maintenanceEnd: null } });
  });

  it.each([
    ['all is well', {}],
    ['maintenance', { maintenance: { enabled: true } }],
    ['region restriction', { regionRestriction: { enabled: true } }],
    ['domain not available', { domainNotAvailable: true }],
  ] as const)('the visitor IP is answered in every outcome: %s', async (_outcome, patch) => {
    scenarios.set({ ...patch, regionRestriction: { ...('regionRestriction' in patch ? patch.regionRestriction : {}), ip: '2001:db8::7' } });
    const answer = await call(STATUS, { query: STATUS_QUERY });
    expect(answer.body).toMatchObject({ value: { ip: '2001:db8::7' } });
  });
});

describe('failing, slow and malformed endpoints', () => {
  it('"HTTP 502": a status failure answers that status', async () => {
    scenarios.set({ failures: { [MATCHES]: { kind: 'status', status: 502 } } });
    expect((await call(MATCHES)).status).toBe(502);
  });

  it('"Message CUSTOMER_NOT_LOGIN, HTTP 401": a 401 failure answers the platform\'s 401 body', async () => {
    scenarios.set({ failures: { [MATCHES]: { kind: 'status', status: 401 } } });
    expect(await call(MATCHES)).toEqual({ status: 401, body: { success: false, message: 'CUSTOMER_NOT_LOGIN' } });
  });

  it('"No HTTP answer at all": a network error rejects fetch', async () => {
    scenarios.set({ failures: { [MATCHES]: { kind: 'network-error' } } });
    await expect(call(MATCHES)).rejects.toThrow();
  });

  it('"Error code starting with TOO_MANY_REQUEST": a business failure answers 200 {success:false, errorCode, message}', async () => {
    scenarios.set({ failures: { [MATCHES]: { kind: 'business', errorCode: 'TOO_MANY_REQUEST_LOGIN', message: 'Slow down' } } });
    expect(await call(MATCHES)).toEqual({
      status: 200,
      body: { success: false, errorCode: 'TOO_MANY_REQUEST_LOGIN', message: 'Slow down' },
    });
  });

  it('a business failure on an encrypted row still decrypts the payload first (token_ip_different on login)', async () => {
    scenarios.set({ failures: { '/wps/session/login': { kind: 'business', errorCode: 'token_ip_different' } } });
    const answer = await callEncrypted('/wps/session/login', { username: 'player01', password: 'Passw0rd!', type: 'username' });
    expect(answer.body).toEqual({ success: false, errorCode: 'token_ip_different' });
  });

  it('"A 2xx answer that is not the platform envelope": malformed answers are 200 and not the envelope', async () => {
    scenarios.set({ malformed: { [MATCHES]: 'html' } });
    const html = await call(MATCHES);
    expect(html.status).toBe(200);
    expect(String(html.body)).toContain('<html>');
    scenarios.set({ malformed: { [MATCHES]: 'json' } });
    const json = await call(MATCHES);
    expect(json.body).not.toHaveProperty('success');
  });

  it('slow endpoints answer after their delay', async () => {
    scenarios.set({ delays: { [MATCHES]: 150 } });
    const started = performance.now();
    await call(MATCHES);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('a null in a patch removes the switch', async () => {
    scenarios.set({ failures: { [MATCHES]: { kind: 'status', status: 500 } } });
    scenarios.set({ failures: { [MATCHES]: null } });
    expect((await call(MATCHES)).status).toBe(200);
  });

  it('"the first success wins": unreachable origins give no answer, others do (domain ping)', async () => {
    scenarios.set({ unreachableOrigins: ['https://m1.demo1.mock.invalid'] });
    await expect(call('/wps/system/test/ping', { origin: 'https://m1.demo1.mock.invalid', query: { speed: '1' } })).rejects.toThrow();
    const alive = await call('/wps/system/test/ping', { origin: 'https://m2.demo1.mock.invalid', query: { speed: '1' } });
    expect(alive.body).toEqual({ success: true, value: 'pong' });
  });
});

describe('announcement popups switch', () => {
  const LIST = '/wps/relay/MCSFE_getListAnnouncements';
  const list = async (category: string) =>
    ((await call(LIST, { query: { types: 'PR', platform: 'M', category }, headers: { ModuleId: 'COMM3' } })).body as { value: unknown[] }).value;

  it('on by default: the popup category answers the popups', async () => {
    expect(await list('popup')).not.toHaveLength(0);
  });

  it('off: the popup category answers an empty list (not a failure); marquee and app_download are unchanged', async () => {
    const marquee = await list('marquee');
    const appDownload = await list('app_download');
    scenarios.set({ announcementPopups: false });
    const answer = await call(LIST, { query: { types: 'PR', platform: 'M', category: 'popup' }, headers: { ModuleId: 'COMM3' } });
    expect(answer).toEqual({ status: 200, body: { success: true, value: [] } });
    expect(await list('marquee')).toEqual(marquee);
    expect(await list('app_download')).toEqual(appDownload);
    scenarios.set({ announcementPopups: true });
    expect(await list('popup')).not.toHaveLength(0);
  });
});

describe('white-label flags', () => {
  it('"The value of each option comes from the server … a consolidated settings call": overrides show in whitelabelVal', async () => {
    const before = await call('/wps/system/settings/consolidated');
    expect(before.body).toMatchObject({ success: true, value: { whitelabelVal: { CBS3: true, REWCEN3: true }, currency: 'PHP' } });
    scenarios.set({ whiteLabel: { DEMO1: { CBS3: false } } });
    const after = await call('/wps/system/settings/consolidated');
    expect(after.body).toMatchObject({ value: { whitelabelVal: { CBS3: false, REWCEN3: true } } });
    const other = await call('/wps/system/settings/consolidated', { merchant: 'DEMO2' });
    expect(other.body).toMatchObject({ value: { whitelabelVal: { CBS3: false, STARTGAMEINAPP3: true }, currency: 'BRL' } });
  });
});

describe('other rows', () => {
  it('"Country list response: countries (each with countryCode and countryDialingCode), plus a default"', async () => {
    const answer = await call('/wps/system/country', { query: { merchant: 'DEMO1' } });
    expect(answer.body).toMatchObject({
      success: true,
      value: { countryCode: 'PH', countryDialingCode: '63', countries: expect.arrayContaining([{ countryCode: 'VN', countryDialingCode: '84' }]) },
    });
  });

  it('"Site config: value.customerService, value.domainList (items have domainName)"', async () => {
    const answer = await call('/wps/system/siteConfig');
    expect(answer.body).toMatchObject({
      value: { domainList: expect.arrayContaining([{ domainName: 'https://m1.demo1.mock.invalid' }]) },
    });
  });

  it('"POST /wps/game/launchGame … Authorization required; response value.gameUrl"', async () => {
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    const answer = await call('/wps/game/launchGame', { token, body: LAUNCH_GAME_BODY });
    expect(answer.body).toMatchObject({ success: true, value: { gameUrl: expect.stringMatching(/^https:\/\//) } });
  });

  it('"Member type 4 has no chat permission"', async () => {
    const token = await loginToken('DEMO2', 'nochat01', 'Passw0rd!');
    const answer = await call('/wps/relay/CBS_unreadCount', { token, merchant: 'DEMO2' });
    expect(answer.body).toMatchObject({ success: false, errorCode: 'no_permissions' });
  });

  it('asset manifests change with assetVersion (update detection)', async () => {
    const before = await call('/m/asset-manifest.json', { merchant: null, query: { _: '1' } });
    scenarios.set({ assetVersion: '2' });
    const after = await call('/m/asset-manifest.json', { merchant: null, query: { _: '2' } });
    expect(JSON.stringify(after.body)).not.toBe(JSON.stringify(before.body));
  });
});

describe('domain pings (the domainPings switch; player-journey §4 "Domain-unreachable notice")', () => {
  const PING = '/wps/system/test/ping';

  it('an unlisted domain answers at once; a listed one after its delay (by origin or host); a dead one gives no HTTP answer', async () => {
    scenarios.set({ domainPings: { 'https://slow.mock.invalid': 80, 'fast.mock.invalid': 0, 'dead.mock.invalid': 'dead' } });
    await expect(call(PING, { origin: 'https://other.mock.invalid', query: { speed: '1' } })).resolves.toMatchObject({ status: 200, body: { success: true } });
    const started = Date.now();
    await expect(call(PING, { origin: 'https://slow.mock.invalid', query: { speed: '1' } })).resolves.toMatchObject({ status: 200 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    await expect(call(PING, { origin: 'https://fast.mock.invalid' })).resolves.toMatchObject({ status: 200 });
    await expect(call(PING, { origin: 'https://dead.mock.invalid' })).rejects.toThrow();
  });
});

describe('site config (the siteConfig switch; player-journey §2, §4 "Domain-unreachable notice")', () => {
  const SITE_CONFIG = '/wps/system/siteConfig';

  it('serves the switched domain list as {domainName} items, as given, and the entries as general ones with encoded paths', async () => {
    scenarios.set({ siteConfig: { domainList: ['https://m1.x.mock.invalid', 'm2.x.mock.invalid'] } });
    scenarios.set({ siteConfig: { customerService: [{ title: 'Hotline', url: 'https://cs.mock.invalid/hotline', csType: 'COMM100' }] } });
    const answer = await call(SITE_CONFIG);
    const value = (answer.body as { value: { domainList: unknown; customerService: Array<Record<string, unknown>> } }).value;
    expect(value.domainList).toEqual([{ domainName: 'https://m1.x.mock.invalid' }, { domainName: 'm2.x.mock.invalid' }]);
    expect(value.customerService).toEqual([{ title: 'Hotline', path: expect.any(String), csType: 'COMM100', csPosition: 'ALL', labelIds: [] }]);
    expect(decodeCustomerServicePath(String(value.customerService[0]?.path))).toBe('https://cs.mock.invalid/hotline');
  });

  it('an empty entry list is served empty; null restores the merchant\'s seeded list and entries', async () => {
    scenarios.set({ siteConfig: { domainList: ['m9.x.mock.invalid'], customerService: [] } });
    expect((await call(SITE_CONFIG)).body).toMatchObject({ value: { customerService: [], domainList: [{ domainName: 'm9.x.mock.invalid' }] } });
    scenarios.set({ siteConfig: { domainList: null, customerService: null } });
    const seeded = (await call(SITE_CONFIG)).body as { value: { domainList: unknown[]; customerService: unknown[] } };
    expect(seeded.value.domainList).toContainEqual({ domainName: 'https://m1.demo1.mock.invalid' });
    expect(seeded.value.customerService.length).toBeGreaterThan(1);
  });
});
