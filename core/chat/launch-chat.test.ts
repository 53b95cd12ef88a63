import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { RecordingLinkOpener } from '../testing/customer-service-fakes';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import type { ChatAccess } from './chat-access';
import { decodeChatUrl, LaunchChat } from './launch-chat';

const request = { title: 'Lottery', backUrl: 'https://m.demo.test/m/home' };

function rig(
  access: ChatAccess = 'allowed',
  answer = ok({ chatUrl: 'https://chat.mock.invalid/room?x=1' }),
  language = 'EN',
  headerColor: string | null = null,
) {
  const transport = new ScriptedTransport().reply(endpoints.launchChat.path, answer);
  const h = requestLayerHarness(transport);
  h.session.info = { token: 'T1', userName: 'player01', id: '1', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false };
  const links = new RecordingLinkOpener();
  const launch = new LaunchChat({
    api: h.api,
    notifier: h.notices,
    appNavigator: h.navigator,
    links,
    viewer: () => ({ access, token: 'T1' }),
    language: () => language,
    headerColor: { read: () => headerColor },
  });
  const calls = () => transport.to(endpoints.launchChat.path);
  return { ...h, launch, links, calls, transport };
}

describe('LaunchChat: "launching chat POSTs CBS_launchChat (b2c, title, backUrl, language default CN) and opens the chatUrl"', () => {
  it('posts the four fields with the bearer token and opens the answered chatUrl outside the app', async () => {
    const r = rig();
    expect(await r.launch.execute(request)).toEqual({ kind: 'opened', url: 'https://chat.mock.invalid/room?x=1' });
    const [sent] = r.calls();
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ b2c: true, title: 'Lottery', backUrl: 'https://m.demo.test/m/home', language: 'EN' });
    expect(sent?.headers.Authorization).toBe('Bearer T1');
    expect(sent?.headers.ModuleId).toBe('CBS3');
    expect(r.links.opened).toEqual(['https://chat.mock.invalid/room?x=1']);
  });

  it('"also headerColor in one form": the theme\'s header colour goes with the four fields when the page has one', async () => {
    const r = rig('allowed', undefined, 'EN', ' #C2255C ');
    await r.launch.execute(request);
    expect(r.calls()[0]?.body).toEqual({ b2c: true, title: 'Lottery', backUrl: 'https://m.demo.test/m/home', language: 'EN', headerColor: '#C2255C' });
    const short = rig('allowed', undefined, 'EN', '#fff');
    await short.launch.execute(request);
    expect((short.calls()[0]?.body as { headerColor?: string }).headerColor).toBe('#fff');
  });

  it('the other form: no headerColor without a theme colour, or with one that is not a hex colour', async () => {
    for (const color of [null, '', 'rgb(1, 2, 3)', '#12', '#1234567', 'red', '#ggg', 'red #fff']) {
      const r = rig('allowed', undefined, 'EN', color);
      await r.launch.execute(request);
      expect(r.calls()[0]?.body, String(color)).toEqual({ b2c: true, title: 'Lottery', backUrl: 'https://m.demo.test/m/home', language: 'EN' });
    }
  });

  it('"The default language is CN for chat" when no language is set', async () => {
    const r = rig('allowed', undefined, '  ');
    await r.launch.execute(request);
    expect((r.calls()[0]?.body as { language: string }).language).toBe('CN');
  });

  it('"Not logged in: chat redirects to /m/login": no call', async () => {
    const r = rig('login-required');
    expect(await r.launch.execute(request)).toEqual({ kind: 'login-required' });
    expect(r.navigator.visited).toEqual(['/m/login']);
    expect(r.calls()).toEqual([]);
  });

  it('"Member type 4: message no_permissions": a toast, no call', async () => {
    const r = rig('no-permissions');
    expect(await r.launch.execute(request)).toEqual({ kind: 'no-permissions' });
    expect(r.notices.toastTexts()).toEqual([{ key: 'no_permissions' }]);
    expect(r.calls()).toEqual([]);
  });

  it('"Chat is shown only if option CBS3 is on": off does nothing', async () => {
    const r = rig('hidden');
    expect(await r.launch.execute(request)).toEqual({ kind: 'hidden' });
    expect(r.calls()).toEqual([]);
    expect(r.navigator.visited).toEqual([]);
  });

  it('a refusal is shown once, by the request layer, with the server message; nothing opens', async () => {
    const r = rig('allowed', ok(undefined));
    r.transport.reply(endpoints.launchChat.path, { kind: 'response', status: 200, body: { success: false, message: 'Chat closed' } });
    expect(await r.launch.execute(request)).toEqual({ kind: 'failed', reason: 'request-failed' });
    expect(r.notices.dialogTexts()).toEqual([{ raw: 'Chat closed' }]);
    expect(r.links.opened).toEqual([]);
  });

  it('"Links with a scheme other than http(s) are refused": a javascript: chatUrl is unknown_error', async () => {
    const r = rig('allowed', ok({ chatUrl: 'javascript:alert(1)' }));
    expect(await r.launch.execute(request)).toEqual({ kind: 'failed', reason: 'no-chat-url' });
    expect(r.notices.dialogTexts()).toEqual([{ key: 'unknown_error' }]);
    expect(r.links.opened).toEqual([]);
  });

  it('a second tap while the first launch is under way is ignored', async () => {
    const r = rig();
    const release = r.transport.hold();
    const first = r.launch.execute(request);
    expect(await r.launch.execute(request)).toEqual({ kind: 'busy' });
    release();
    expect((await first).kind).toBe('opened');
    expect(r.calls()).toHaveLength(1);
    expect((await r.launch.execute(request)).kind).toBe('opened');
  });

  it('an HTTP failure is a typed outcome, never a throw', async () => {
    const r = rig('allowed', fails(500));
    expect(await r.launch.execute(request)).toEqual({ kind: 'failed', reason: 'request-failed' });
  });
});

describe('decodeChatUrl: "response chatUrl" (player-journey §7), read leniently', () => {
  it('reads value.chatUrl, a top-level chatUrl or a bare URL string', () => {
    expect(decodeChatUrl({ chatUrl: 'https://c.example/x' })).toBe('https://c.example/x');
    expect(decodeChatUrl({ value: { chatUrl: 'https://c.example/y', headerColor: '#fff' } })).toBe('https://c.example/y');
    expect(decodeChatUrl(' https://c.example/z ')).toBe('https://c.example/z');
  });

  it('refuses relative, non-http(s) and missing URLs', () => {
    for (const junk of [null, {}, { chatUrl: '/chat' }, { chatUrl: 'data:text/html,x' }, { chatUrl: 42 }, '//evil.example']) {
      expect(decodeChatUrl(junk)).toBeNull();
    }
  });
});
