import { describe, expect, it } from 'vitest';
import { ok, ScriptedTransport } from '../testing/scripted-transport';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { endpoints, type EndpointName } from './endpoints';
import { DEFAULT_TIMEOUT_MS } from './request-defaults';
import type { PayloadCipher } from './ports';

/**
 * wire-notes "Module ids seen on deployed sites (the ModuleId header)", row by row.
 * `token`: 'token' rows send Authorization, 'none' rows ("no token") never do; undefined: the table is silent.
 */
const MODULE_ID_TABLE: ReadonlyArray<{
  readonly row: string;
  readonly names: readonly EndpointName[];
  readonly moduleId: string | undefined;
  readonly token?: 'token' | 'none';
  readonly alert?: false;
}> = [
  { row: 'session/login | COMM3', names: ['login'], moduleId: 'COMM3' },
  { row: 'session/login/verification | LOGINIPVERF3', names: ['loginVerification'], moduleId: 'LOGINIPVERF3' },
  { row: 'session/logout | COMM3', names: ['logout'], moduleId: 'COMM3' },
  { row: 'member/register | REG3', names: ['register'], moduleId: 'REG3' },
  {
    row: 'member/register/mobile, verification/sms/register (mobile) | MOBILENUMREG3',
    names: ['registerMobile', 'smsRegister'],
    moduleId: 'MOBILENUMREG3',
  },
  { row: 'member/register/autoUsername | REG3', names: ['registerAutoUsername'], moduleId: 'REG3' },
  { row: 'verification/sms/noLogin | VERIFICATION3', names: ['smsNoLogin'], moduleId: 'VERIFICATION3' },
  { row: 'captcha/geetest | GEETEST3 (no token)', names: ['geetest'], moduleId: 'GEETEST3', token: 'none' },
  {
    row: 'system/country, system/settings/consolidated, system/status, system/domainRoute | COMM3',
    names: ['systemCountry', 'consolidatedSettings', 'systemStatus', 'domainRoute'],
    moduleId: 'COMM3',
  },
  { row: 'game/launchGame | GAMELO3', names: ['launchGame'], moduleId: 'GAMELO3' },
  { row: 'relay/GCS_gameTrialLaunch | (none; no token)', names: ['gameTrialLaunch'], moduleId: undefined, token: 'none' },
  {
    row: 'relay/CBS_unreadCount, relay/CBS_launchChat | CBS3 (token)',
    names: ['unreadCount', 'launchChat'],
    moduleId: 'CBS3',
    token: 'token',
  },
  { row: 'member/language | COMM3 (token)', names: ['memberLanguage'], moduleId: 'COMM3', token: 'token' },
  { row: 'relay/MCSFE_getListAnnouncements | COMM3', names: ['announcements'], moduleId: 'COMM3' },
  {
    row: 'relay/MCSFE_getMerchantAvailablePromotions | REWCEN3 (no token)',
    names: ['availablePromotions'],
    moduleId: 'REWCEN3',
    token: 'none',
  },
  {
    row: 'relay/WPSCORE_getCustomerServiceScript | (none; no token, no alert)',
    names: ['customerServiceScript'],
    moduleId: undefined,
    token: 'none',
    alert: false,
  },
  { row: 'member/info | (none; no alert)', names: ['memberInfo'], moduleId: undefined, alert: false },
];

const cases = MODULE_ID_TABLE.flatMap((entry) => entry.names.map((name) => [`${entry.row} → ${name}`, name, entry] as const));

const fakeCipher: PayloadCipher = {
  encrypt: async (plaintext) => ({ value: `enc(${plaintext})`, encryption: 'rsa', digest: 'd', rsaInfo: 'hex:k' }),
};
const session = { token: 'tok-1', userName: 'player01', id: '7', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false };

describe('wire-notes module-id table over the endpoint catalogue (core/http/endpoints.ts)', () => {
  it.each(cases)('%s', (_row, name, entry) => {
    const endpoint = endpoints[name];
    expect(endpoint.moduleId).toBe(entry.moduleId);
    if (entry.token) expect(endpoint.auth).toBe(entry.token);
    if (entry.alert === false) expect(endpoint.alert).toBe(false);
  });

  it.each(cases)('the ModuleId header on the wire: %s', async (_row, name, entry) => {
    const endpoint = endpoints[name];
    const transport = new ScriptedTransport().reply(endpoints.rsaKey.path, ok('abcd')).reply(endpoint.path, ok());
    const h = requestLayerHarness(transport, { cipher: fakeCipher });
    h.session.write(session);
    await h.api.call(endpoint, endpoint.method === 'GET' ? {} : { body: {} });
    const [sent] = transport.to(endpoint.path).filter((r) => r.url === endpoint.path);
    expect(sent).toBeDefined();
    if (entry.moduleId === undefined) expect(Object.keys(sent!.headers)).not.toContain('ModuleId');
    else expect(sent!.headers.ModuleId).toBe(entry.moduleId);
    if (entry.token === 'none') expect(Object.keys(sent!.headers)).not.toContain('Authorization');
    if (entry.token === 'token') expect(sent!.headers.Authorization).toBe('Bearer tok-1');
  });

  it('a row names only what differs: no token, no encryption, alerts on, not cached, 30 s, no Device header', () => {
    expect(endpoints.gameMatches).toEqual({
      path: '/wps/relay/GCSGAME_getGameMatchV2',
      method: 'GET',
      auth: 'none',
      encrypted: false,
      alert: true,
      cacheable: false,
      noCache: false,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      deviceHeader: false,
    });
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
  });
});
