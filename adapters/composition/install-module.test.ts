import { describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { FakeInstallPromptSource, INSTALL_PHONES } from '../../core/testing/install-fakes';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

function container(phone: string) {
  const transport = new ScriptedTransport().reply(endpoints.downloadSetting.path, ok([{ resourceType: 'MOBILECONFIG', url: 'https://d.example/p.mobileconfig' }]));
  const localStore = new InMemoryStore();
  const platform = testPlatform({ transport, localStore });
  const c = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, platform);
  const source = new FakeInstallPromptSource();
  c.rebind(TOKENS.InstallPromptSource).toConstantValue(source);
  c.rebind(TOKENS.RunFacts).toConstantValue({ read: () => INSTALL_PHONES[phone]! });
  return { c, transport, source, time: platform.scheduler, localStore };
}

describe('installModule', () => {
  it('the sheet and the app-download prompt share one WebAppInstall: installing through it stops the sheet', async () => {
    const { c, source, time } = container('Android phone');
    source.offer('accepted');
    expect(await (await c.get(TOKENS.WebAppInstall)()).execute()).toBe('accepted');
    const sheet = await c.get(TOKENS.AddToHomeScreen)();
    source.offer();
    sheet.enter('/m/home');
    time.advance(5_000);
    expect(sheet.sheet.kind).toBe('hidden');
  });

  it('an older iPhone asks the download resources for the MOBILECONFIG profile when the guide shows', async () => {
    const { c, transport, time } = container('iPhone on iOS 16');
    const sheet = await c.get(TOKENS.AddToHomeScreen)();
    sheet.enter('/m/home');
    time.advance(1_000);
    expect(sheet.sheet.kind).toBe('ios-profile');
    await Promise.resolve();
    expect(transport.to(endpoints.downloadSetting.path)).toHaveLength(1);
  });

  it('RecordWebclipFlag writes the WEBCLIP flag to local storage, where run mode reads it', () => {
    const { c, localStore } = container('installed Android web app');
    c.get(TOKENS.RecordWebclipFlag).execute('');
    expect(localStore.get('WEBCLIP')).toBe('1');
  });
});
