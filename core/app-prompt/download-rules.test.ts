import { describe, expect, it } from 'vitest';
import { decodeDownloadResources, decodePromptSettings } from './decode-settings';
import { showsDownloadBar } from './download-bar';
import { compareVersions, downloadTarget, nativeAppOutdated, nativeAppVersion } from './download-target';

const resources = decodeDownloadResources({ value: [
  { resourceType: 'Android', url: 'https://dl.example/app.apk' },
  { resourceType: 'IOS', url: 'https://dl.example/ios' },
  { resourceType: 'MOBILECONFIG', url: 'https://dl.example/p.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: 'javascript:alert(1)' },
] });

describe('"Minimum app version for direct download: 2.4.39" (shell §5, §9)', () => {
  it('reads the wrapper version from the user agent and compares part by part', () => {
    expect(nativeAppVersion('Mozilla/5.0 AppAndroidVer/2.4.39')).toBe('2.4.39');
    expect(compareVersions('2.4.100', '2.4.39')).toBe(1);
    expect(compareVersions('2.4', '2.4.39')).toBe(-1);
    expect(nativeAppOutdated('AppVer/2.4.38', true)).toBe(true);
    expect(nativeAppOutdated('AppVer/2.4.39', true)).toBe(false);
    expect(nativeAppOutdated('Mozilla/5.0', false)).toBe(false);
  });

  it('direct inside the wrapper from 2.4.39; otherwise the mobile site\'s redirect page with a url parameter', () => {
    expect(downloadTarget(resources, { userAgent: 'AppAndroidVer/2.4.39', inNativeApp: true, isIos: false }, 'https://m.x')).toEqual({ kind: 'direct', url: 'https://dl.example/app.apk' });
    expect(downloadTarget(resources, { userAgent: 'AppAndroidVer/2.4.1', inNativeApp: true, isIos: false }, 'https://m.x')?.kind).toBe('redirect-page');
    expect(downloadTarget(resources, { userAgent: 'AppAndroidVer/2.4.38', inNativeApp: true, isIos: false }, 'https://m.x')).toEqual({
      kind: 'redirect-page',
      url: 'https://m.x/mobile/mc/redirect.html?url=https%3A%2F%2Fdl.example%2Fapp.apk',
    });
    expect(downloadTarget(resources, { userAgent: 'AppVer/2.4.38', inNativeApp: true, isIos: true }, 'https://m.x')?.kind).toBe('redirect-page');
    expect(downloadTarget(resources, { userAgent: 'AppVer/2.4.39', inNativeApp: true, isIos: true }, 'https://m.x')).toEqual({ kind: 'direct', url: 'https://dl.example/ios' });
    expect(downloadTarget(resources, { userAgent: 'Safari', inNativeApp: false, isIos: true }, 'https://m.x')).toEqual({
      kind: 'redirect-page',
      url: 'https://m.x/mobile/mc/redirect.html?url=https%3A%2F%2Fdl.example%2Fios',
    });
  });

  it('resources: a non-http(s) link is refused', () => {
    expect(resources.icon).toBeNull();
    expect(resources.mobileConfig).toBe('https://dl.example/p.mobileconfig');
  });
});

describe('"Download resources: resourceType (IOS, MOBILECONFIG, Android, AppDownloadIcon) and url" (player-journey §3; shell §3 "Used to find the app icon, iOS link and Android link")', () => {
  const browser = (isIos: boolean) => ({ userAgent: 'Mozilla/5.0', inNativeApp: false, isIos });
  const direct = (isIos: boolean) => ({ userAgent: 'Mozilla/5.0 AppVer/2.4.39', inNativeApp: true, isIos });
  const all = decodeDownloadResources({ value: [
    { resourceType: 'Android', url: 'https://dl.example/app.apk' },
    { resourceType: 'IOS', url: 'https://dl.example/ios' },
    { resourceType: 'MOBILECONFIG', url: 'https://dl.example/p.mobileconfig' },
    { resourceType: 'AppDownloadIcon', url: 'https://dl.example/icon.png' },
  ] });

  it('each of the four resource types is read into its own field', () => {
    expect(all).toEqual({ android: 'https://dl.example/app.apk', ios: 'https://dl.example/ios', mobileConfig: 'https://dl.example/p.mobileconfig', icon: 'https://dl.example/icon.png' });
  });

  it('"AppDownloadIcon" is the app icon the install modal shows', () => {
    expect(decodeDownloadResources([{ resourceType: 'AppDownloadIcon', url: 'https://dl.example/icon.png' }]).icon).toBe('https://dl.example/icon.png');
    expect(decodeDownloadResources([{ resourceType: 'Android', url: 'https://dl.example/app.apk' }]).icon).toBeNull();
  });

  it('on iOS the "IOS" link', () => {
    expect(downloadTarget(all, direct(true), 'https://m.x')).toEqual({ kind: 'direct', url: 'https://dl.example/ios' });
  });

  it('on iOS without an "IOS" link: the "MOBILECONFIG" profile', () => {
    const noIos = { ...all, ios: null };
    expect(downloadTarget(noIos, direct(true), 'https://m.x')).toEqual({ kind: 'direct', url: 'https://dl.example/p.mobileconfig' });
    expect(downloadTarget(noIos, browser(true), 'https://m.x')?.url).toBe('https://m.x/mobile/mc/redirect.html?url=https%3A%2F%2Fdl.example%2Fp.mobileconfig');
    expect(downloadTarget({ ...noIos, mobileConfig: null }, direct(true), 'https://m.x')).toBeNull();
  });

  it('everywhere else the "Android" link, never the iOS ones', () => {
    expect(downloadTarget(all, direct(false), 'https://m.x')).toEqual({ kind: 'direct', url: 'https://dl.example/app.apk' });
    expect(downloadTarget(all, browser(false), 'https://m.x')?.url).toBe('https://m.x/mobile/mc/redirect.html?url=https%3A%2F%2Fdl.example%2Fapp.apk');
    expect(downloadTarget({ ...all, android: null }, direct(false), 'https://m.x')).toBeNull();
    expect(downloadTarget({ ...all, android: null }, browser(false), 'https://m.x')).toBeNull();
  });
});

describe('download bar (player-journey §4, §6)', () => {
  const member = { type: 0, regDate: null, rankLevel: 2 };
  const settings = (extra: Record<string, unknown> = {}) => decodePromptSettings(extra);
  it('"shown unless hidden this session, or the user is in the app or a home-screen app"', () => {
    expect(showsDownloadBar({ settings: settings(), member, runMode: 'browser', hiddenThisSession: false })).toBe(true);
    expect(showsDownloadBar({ settings: settings(), member, runMode: 'browser', hiddenThisSession: true })).toBe(false);
    for (const runMode of ['app', 'webclip', 'pwa'] as const) expect(showsDownloadBar({ settings: settings(), member, runMode, hiddenThisSession: false })).toBe(false);
  });

  it('"may require login if configured" (login_required) and "shows only when the member\'s VIP rank level reaches a configured level"', () => {
    expect(showsDownloadBar({ settings: settings({ login_required: { enabled: true, value: 1 } }), member: null, runMode: 'browser', hiddenThisSession: false })).toBe(false);
    const level = (n: number) => settings({ download_bar_rank_level: { enabled: true, value: String(n) } });
    expect(showsDownloadBar({ settings: level(2), member, runMode: 'browser', hiddenThisSession: false })).toBe(true);
    expect(showsDownloadBar({ settings: level(3), member, runMode: 'browser', hiddenThisSession: false })).toBe(false);
    expect(showsDownloadBar({ settings: level(1), member: null, runMode: 'browser', hiddenThisSession: false })).toBe(false);
    expect(showsDownloadBar({ settings: settings(), member: { ...member, type: 4 }, runMode: 'browser', hiddenThisSession: false })).toBe(false);
  });
});

describe('download rules: edges (docs/decisions.md "App-download prompt policy")', () => {
  it('the wrapper version keeps every digit; no version outside the wrapper', () => {
    expect(nativeAppVersion('Mozilla/5.0 AppVer/12.0.1')).toBe('12.0.1');
    expect(nativeAppVersion('Mozilla/5.0 Safari')).toBeNull();
  });

  it('"Below 2.4.39 (or unreadable)": a wrapper without a readable version is too old', () => {
    expect(nativeAppOutdated('Mozilla/5.0 AppAndroidVer/', true)).toBe(true);
  });

  it('"Null when the merchant serves no link"', () => {
    const none = decodeDownloadResources([]);
    expect(downloadTarget(none, { userAgent: 'Safari', inNativeApp: false, isIos: false }, 'https://m.x')).toBeNull();
    expect(downloadTarget(none, { userAgent: 'Safari', inNativeApp: false, isIos: true }, 'https://m.x')).toBeNull();
  });

  it('download bar: a level that is off, negative or unreadable is level 0 (everyone, guests too)', () => {
    for (const value of ['-1', 'abc']) {
      const settings = decodePromptSettings({ download_bar_rank_level: { enabled: true, value } });
      expect(showsDownloadBar({ settings, member: null, runMode: 'browser', hiddenThisSession: false })).toBe(true);
    }
  });

  it('download bar: "member types 0, 1, 2" all see it', () => {
    for (const type of [0, 1, 2]) {
      expect(showsDownloadBar({ settings: decodePromptSettings({}), member: { type, regDate: null, rankLevel: 0 }, runMode: 'browser', hiddenThisSession: false })).toBe(true);
    }
  });
});
