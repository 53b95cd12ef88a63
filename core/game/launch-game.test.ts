import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import type { TransportOutcome } from '../http/model';
import { decodeGameUrl } from './game-url';
import { failedLaunch, LaunchGame } from './launch-game';
import { readLaunchQuery } from './launch-query';

const ORIGIN = 'https://m.demo.test';

function rig(answer: TransportOutcome = ok({ gameUrl: 'https://games.example/play?t=1' }), options: { signedIn?: boolean; gameInApp?: boolean; inNativeApp?: boolean; language?: string } = {}) {
  const transport = new ScriptedTransport().reply(endpoints.launchGame.path, answer);
  const h = requestLayerHarness(transport);
  h.session.info = { token: 'T1', userName: 'player01', id: '1', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false };
  const launch = new LaunchGame({
    api: h.api,
    appNavigator: h.navigator,
    signedIn: () => options.signedIn ?? true,
    gameInAppOption: () => Promise.resolve(options.gameInApp ?? false),
    inNativeApp: () => options.inNativeApp ?? false,
    language: () => options.language ?? 'EN',
    labelName: () => 'Gold',
  });
  const run = (search = '?vendor=LOTT&code=HN&backUrl=%2Fm%2Fhome') => launch.execute({ query: readLaunchQuery(search), title: 'Lottery', origin: ORIGIN });
  return { ...h, run, transport, calls: () => transport.to(endpoints.launchGame.path) };
}

describe('LaunchGame: "POST /wps/game/launchGame … timeout 10 s; Authorization required; response value.gameUrl" (player-journey §7)', () => {
  it('posts the Vietnam form with the bearer token, module id GAMELO3 and the 10 s timeout, and answers the gameUrl', async () => {
    const r = rig();
    expect(await r.run()).toEqual({ kind: 'launched', gameUrl: 'https://games.example/play?t=1' });
    const [sent] = r.calls();
    expect(sent?.headers.Authorization).toBe('Bearer T1');
    expect(sent?.headers.ModuleId).toBe('GAMELO3');
    expect(sent?.timeoutMs).toBe(10_000);
    expect(sent?.body).toMatchObject({ lottoArea: 'VN', launchMode: 'LOTT', lottoGameCode: 'HN', backUrl: 'https://m.demo.test/m/home', language: 'EN', labelName: 'Gold' });
  });

  it('a foreign backUrl in the query is sent as /m/game', async () => {
    const r = rig();
    await r.run('?prize_mode=1&code=K3&backUrl=https%3A%2F%2Fevil.example%2F');
    expect(r.calls()[0]?.body).toMatchObject({ lottoMode: 'SEA_Tradition_Mobile', backUrl: 'https://m.demo.test/m/game' });
  });

  it('"Game and lottery launches require a login; otherwise the user goes to /m/login" (shell §5): no call', async () => {
    const r = rig(undefined, { signedIn: false });
    expect(await r.run()).toEqual({ kind: 'login-required' });
    expect(r.navigator.visited).toEqual(['/m/login']);
    expect(r.calls()).toEqual([]);
  });

  it('"when option STARTGAMEINAPP3 is on the game requires the app" (player-journey §5): no call', async () => {
    const r = rig(undefined, { gameInApp: true });
    expect(await r.run()).toEqual({ kind: 'app-required' });
    expect(r.calls()).toEqual([]);
  });

  it('STARTGAMEINAPP3 on, but the page already runs inside the native app: the game launches', async () => {
    const r = rig(undefined, { gameInApp: true, inNativeApp: true });
    expect(await r.run()).toMatchObject({ kind: 'launched' });
    expect(r.calls()).toHaveLength(1);
  });

  it('"Timeout (ECONNABORTED) or no reply in 10 s: message timeout_retry_please": timed-out, shown by the view (no notice)', async () => {
    const r = rig({ kind: 'timeout' });
    expect(await r.run()).toEqual({ kind: 'timed-out' });
    expect(r.notices.dialogTexts()).toEqual([]);
  });

  it('a refusal returns the server message for the view to show, without a notice', async () => {
    const r = rig(fails(200, { success: false, errorCode: 'game.closed', message: 'The draw is closed' }));
    expect(await r.run()).toEqual({ kind: 'failed', reason: 'request-failed', message: 'The draw is closed' });
    expect(r.notices.dialogTexts()).toEqual([]);
  });

  it('an HTTP error has no server message', async () => {
    expect(await rig(fails(500, '<html>')).run()).toEqual({ kind: 'failed', reason: 'request-failed', message: null });
  });

  it('an HTTP error has no server message even when its body reads as an envelope with one', async () => {
    expect(await rig(fails(500, { success: false, message: 'Internal error' })).run()).toEqual({ kind: 'failed', reason: 'request-failed', message: null });
  });

  it('failedLaunch: anything but a request failure (even one shaped like a timeout) is a plain failure', () => {
    const plain = { kind: 'failed', reason: 'request-failed', message: null };
    expect(failedLaunch(null)).toEqual(plain);
    expect(failedLaunch(Object.assign(new Error('x'), { failureCause: 'timeout' }))).toEqual(plain);
  });

  it('an ended session is the request layer\'s (please login dialog), the launch reports session-ended', async () => {
    const r = rig(fails(401, { success: false, message: 'CUSTOMER_NOT_LOGIN' }));
    expect(await r.run()).toEqual({ kind: 'failed', reason: 'session-ended', message: null });
    expect(r.notices.dialogTexts()).toEqual([{ key: 'please_login' }]);
  });

  it.each([
    ['javascript:', { gameUrl: 'javascript:alert(1)' }],
    ['protocol-relative', { gameUrl: '//evil.example/x' }],
    ['missing', {}],
  ])('a %s gameUrl is a failure', async (_name, value) => {
    expect(await rig(ok(value)).run()).toEqual({ kind: 'failed', reason: 'no-game-url', message: null });
  });
});

describe('decodeGameUrl: value.gameUrl, at the top level, or the bare value', () => {
  it('reads each form; a same-origin path is made absolute', () => {
    expect(decodeGameUrl({ gameUrl: '/wps/mock/game/lottery/HN' }, ORIGIN)).toBe('https://m.demo.test/wps/mock/game/lottery/HN');
    expect(decodeGameUrl({ value: { gameUrl: 'https://g.example/' } }, ORIGIN)).toBe('https://g.example/');
    expect(decodeGameUrl('https://g.example/a', ORIGIN)).toBe('https://g.example/a');
    expect(decodeGameUrl(42, ORIGIN)).toBeNull();
  });
});
