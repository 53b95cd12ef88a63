import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { sessionHarness } from '../testing/session-harness';
import { loadProfileUrl, mobileconfigUrl } from './profile-url';

describe('the iOS profile from the download resources (shell §3 "Resource")', () => {
  const list = [
    { resourceType: 'Android', url: 'https://d.example/app.apk' },
    { resourceType: 'MOBILECONFIG', url: 'https://d.example/webclip.mobileconfig' },
  ];
  it('finds MOBILECONFIG in a list under value, under value.resources or at the top level', () => {
    expect(mobileconfigUrl({ success: true, value: list })).toBe('https://d.example/webclip.mobileconfig');
    expect(mobileconfigUrl({ success: true, value: { resources: list } })).toBe('https://d.example/webclip.mobileconfig');
    expect(mobileconfigUrl(list)).toBe('https://d.example/webclip.mobileconfig');
  });
  it('refuses non-http(s) links and junk', () => {
    expect(mobileconfigUrl({ value: [{ resourceType: 'MOBILECONFIG', url: 'javascript:alert(1)' }] })).toBeNull();
    expect(mobileconfigUrl({ value: [{ resourceType: 'IOS', url: 'https://d.example/ios' }] })).toBeNull();
    expect(mobileconfigUrl({ value: 'nope' })).toBeNull();
    expect(mobileconfigUrl(null)).toBeNull();
  });
});

describe('loadProfileUrl (WPSCORE_getDownloadSetting "gets domain = the page\'s host")', () => {
  it('asks with the domain and reads the MOBILECONFIG link', async () => {
    const transport = new ScriptedTransport().reply(endpoints.downloadSetting.path, ok([{ resourceType: 'MOBILECONFIG', url: 'https://d.example/p.mobileconfig' }]));
    const { api } = sessionHarness(transport);
    await expect(loadProfileUrl(api, 'm.demo1.example.com')).resolves.toBe('https://d.example/p.mobileconfig');
    expect(transport.to(endpoints.downloadSetting.path)[0]?.query).toMatchObject({ domain: 'm.demo1.example.com' });
  });

  it('a failed call is no profile', async () => {
    const { api } = sessionHarness(new ScriptedTransport().reply(endpoints.downloadSetting.path, fails(500)));
    await expect(loadProfileUrl(api, 'm.demo1.example.com')).resolves.toBeNull();
  });
});
