import { describe, expect, it } from 'vitest';
import { decodeDownloadResources, decodePromptSettings, decodePromptStats, hostOf, httpLink } from './decode-settings';

describe('hostOf: the domain rule compares hosts (shell §5 "Domain rule of prompts")', () => {
  it('reads a full origin or a bare host, trimmed and lower-cased, without a trailing dot', () => {
    expect(hostOf('  HTTPS://A.Example.com:8443/x  ')).toBe('a.example.com');
    expect(hostOf('b.example.com.')).toBe('b.example.com');
  });

  it('a scheme counts only at the start: a bare host with a link in its path is still that host', () => {
    expect(hostOf('a.example.com/go?to=https://b.example.com')).toBe('a.example.com');
  });

  it('null for what is not a host', () => {
    expect(hostOf('exa mple.com')).toBeNull();
    expect(hostOf('   ')).toBeNull();
  });
});

describe('decodePromptSettings (docs/decisions.md "App-download prompt policy": "junk reads as off")', () => {
  it('domains_switch\'s list "an array of names or {domainName}": each read as a host, unreadable ones dropped', () => {
    const settings = decodePromptSettings({
      domains_switch: { enabled: true, value: '3', domains: ['A.example.com', { domainName: 'https://b.example.com/' }, null, 'exa mple'] },
    });
    expect(settings.domains_switch.domains).toEqual(['a.example.com', 'b.example.com']);
  });

  it('a {domainName} whose name is not a text is dropped; the other domains still count', () => {
    const settings = decodePromptSettings({ domains_switch: { enabled: true, value: '3', domains: [{ domainName: { host: 'a.example.com' } }, { domainName: 'b.example.com' }] } });
    expect(settings.domains_switch.domains).toEqual(['b.example.com']);
  });

  it('"or one text split on commas, semicolons or spaces"', () => {
    const settings = decodePromptSettings({ domains_switch: { enabled: true, value: '2', domainList: 'a.example.com, b.example.com;c.example.com  d.example.com' } });
    expect(settings.domains_switch.domains).toEqual(['a.example.com', 'b.example.com', 'c.example.com', 'd.example.com']);
  });

  it('an unreadable domain list, value or flag reads as empty / off', () => {
    const settings = decodePromptSettings({ domains_switch: { enabled: 'maybe', value: { nested: 1 }, domains: 42 } });
    expect(settings.domains_switch).toEqual({ enabled: false, value: '', domains: [] });
  });

  it('a value is read trimmed; a blank one is no value', () => {
    const settings = decodePromptSettings({ app_desc: { enabled: true, value: '  Get the app  ' }, bottom_app_desc: { enabled: true, value: '   ' } });
    expect(settings.app_desc.value).toBe('Get the app');
    expect(settings.bottom_app_desc.value).toBe('');
  });

  it('a null entry is off; a bare value (not an object) is on with that value', () => {
    const settings = decodePromptSettings({ theme: null, app_desc: 'Get the app', first_deposit: true, deposit_times: 3 });
    // model.ts: "a missing or unreadable setting is off with an empty value"
    expect(settings.theme).toEqual({ enabled: false, value: '', domains: [] });
    expect(decodePromptSettings({}).reg_days).toEqual({ enabled: false, value: '', domains: [] });
    expect(settings.app_desc).toEqual({ enabled: true, value: 'Get the app', domains: [] });
    expect(settings.first_deposit).toEqual({ enabled: true, value: 'true', domains: [] });
    expect(settings.deposit_times).toEqual({ enabled: true, value: '3', domains: [] });
  });

  it('"or a list of {key|name, enabled, value}", bare or under value; items that are not objects are skipped', () => {
    const list = [null, 'theme', { key: 'theme', enabled: 1, value: 'dark' }, { name: 'app_desc', enable: '1', value: 'Hi' }, { code: 'reg_days', status: true, value: '3' }];
    for (const input of [list, { value: list }]) {
      const settings = decodePromptSettings(input);
      expect(settings.theme).toEqual({ enabled: true, value: 'dark', domains: [] });
      expect(settings.app_desc).toMatchObject({ enabled: true, value: 'Hi' });
      expect(settings.reg_days).toMatchObject({ enabled: true, value: '3' });
    }
  });

  it('"a list of {key|name|code, …}": a key that is not a text names no setting, even one that would print as a name', () => {
    const settings = decodePromptSettings([{ key: ['theme'], enabled: true, value: 'dark' }]);
    expect(settings.theme).toEqual({ enabled: false, value: '', domains: [] });
  });
});

describe('decodePromptStats (shell §3: counts and bound cards and wallets)', () => {
  it('counts the bound lists', () => {
    expect(decodePromptStats({ value: { totalDepositSuccessCount: '2', fullBankCardList: [{}, {}], fullVirtualWalletList: [{}], fullEWalletList: 'x' } })).toEqual({
      deposits: 2,
      withdrawals: 0,
      bankCards: 2,
      virtualWallets: 1,
      eWallets: 0,
    });
  });

  it('null when the answer is not an object', () => {
    expect(decodePromptStats('stats')).toBeNull();
    expect(decodePromptStats(null)).toBeNull();
  });
});

describe('httpLink (security rule: "refuse other schemes")', () => {
  it('keeps absolute http and https links', () => {
    expect(httpLink('http://dl.example/app.apk')).toBe('http://dl.example/app.apk');
    expect(httpLink(' https://dl.example/app.apk ')).toBe('https://dl.example/app.apk');
  });

  it('a link pasted with no-break spaces around it is read without them', () => {
    expect(httpLink('\u00a0https://dl.example/app.apk\u00a0')).toBe('https://dl.example/app.apk');
  });

  it('null for other schemes, relative or unreadable links', () => {
    expect(httpLink('javascript:alert(1)')).toBeNull();
    expect(httpLink('/relative/app.apk')).toBeNull();
    expect(httpLink('')).toBeNull();
    expect(httpLink(null)).toBeNull();
  });
});

describe('decodeDownloadResources (WPSCORE_getDownloadSetting: "under value, list or bare")', () => {
  const items = [
    { resourceType: 'android', url: 'https://dl.example/app.apk' },
    { resourceType: 'IOS', url: 'https://dl.example/ios' },
  ];
  const expected = { android: 'https://dl.example/app.apk', ios: 'https://dl.example/ios', mobileConfig: null, icon: null };

  it('reads the list bare, under value, under list or under value.list', () => {
    expect(decodeDownloadResources(items)).toEqual(expected);
    expect(decodeDownloadResources({ value: items })).toEqual(expected);
    expect(decodeDownloadResources({ list: items })).toEqual(expected);
    expect(decodeDownloadResources({ value: { list: items } })).toEqual(expected);
  });

  it('nothing readable: every link is null', () => {
    const none = { android: null, ios: null, mobileConfig: null, icon: null };
    expect(decodeDownloadResources(null)).toEqual(none);
    expect(decodeDownloadResources({ value: 'x' })).toEqual(none);
    expect(decodeDownloadResources({ value: {} })).toEqual(none);
  });

  it('items without a readable type are skipped; the first link of a type wins', () => {
    const resources = decodeDownloadResources([
      { url: 'https://dl.example/none.apk' },
      { resourceType: 7, url: 'https://dl.example/seven.apk' },
      { resourceType: ['Android'], url: 'https://dl.example/array.apk' },
      ...items,
      { resourceType: 'Android', url: 'https://dl.example/second.apk' },
    ]);
    expect(resources).toEqual(expected);
  });
});
