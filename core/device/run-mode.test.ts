import { describe, expect, it } from 'vitest';
import { BROWSER_FACTS } from '../testing/device-fakes';
import type { RunFacts } from './ports';
import { decideRunMode, isIosDevice, isNativeAppUserAgent } from './run-mode';

const ANDROID = BROWSER_FACTS.userAgent;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const WRAPPER = `${ANDROID} AppAndroidVer/3.2.0`;

const facts = (over: Partial<RunFacts>): RunFacts => ({ ...BROWSER_FACTS, ...over });

describe('native app detection (player-journey §5 "user agent matching App...Ver")', () => {
  it.each(['AppVer/2.1', 'AppAndroidVer/3.0', 'AppIos_Ver/1', `${IPHONE} AppIosVer/5.0`])('%s is the wrapper', (ua) => {
    expect(isNativeAppUserAgent(ua)).toBe(true);
  });
  it.each([ANDROID, IPHONE, IPAD_DESKTOP, 'AppVersion/1', 'MyAppVer/1', 'App Ver/1'])('%s is not', (ua) => {
    expect(isNativeAppUserAgent(ua)).toBe(false);
  });
});

describe('iOS detection', () => {
  it('iPhone, iPad and iPod user agents; a Macintosh one only with touch (iPadOS)', () => {
    expect(isIosDevice(IPHONE, 0)).toBe(true);
    expect(isIosDevice(IPHONE.replace('iPhone', 'iPad'), 0)).toBe(true);
    expect(isIosDevice(IPHONE.replace('iPhone', 'iPod'), 0)).toBe(true);
    expect(isIosDevice(IPAD_DESKTOP, 5)).toBe(true);
    expect(isIosDevice(IPAD_DESKTOP, 2)).toBe(true);
    expect(isIosDevice(IPAD_DESKTOP, 1)).toBe(false);
    expect(isIosDevice(IPAD_DESKTOP, 0)).toBe(false);
    expect(isIosDevice(ANDROID, 5)).toBe(false);
  });
});

describe('how the app runs: run mode, login device, register method, official app (player-journey §3)', () => {
  it('inside the wrapper: app, device IPAD, registerMethod APP, isOfficialAppLogin true', () => {
    expect(decideRunMode(facts({ userAgent: WRAPPER, standaloneDisplayMode: true, webclipFlag: '1' }))).toEqual({
      inNativeApp: true,
      isIos: false,
      runMode: 'app',
      loginDevice: 'IPAD',
      registerMethod: 'APP',
      isOfficialAppLogin: true,
    });
  });

  it('the plain mobile browser: browser, device IPAD, registerMethod H5, not the official app', () => {
    expect(decideRunMode(BROWSER_FACTS)).toEqual({
      inNativeApp: false,
      isIos: false,
      runMode: 'browser',
      loginDevice: 'IPAD',
      registerMethod: 'H5',
      isOfficialAppLogin: false,
    });
    expect(decideRunMode(facts({ userAgent: IPHONE })).runMode).toBe('browser');
  });

  it('an iOS home-screen web clip (navigator.standalone or standalone display): WEBCLIP', () => {
    for (const f of [facts({ userAgent: IPHONE, navigatorStandalone: true }), facts({ userAgent: IPHONE, standaloneDisplayMode: true })]) {
      const mode = decideRunMode(f);
      expect(mode).toMatchObject({ runMode: 'webclip', loginDevice: 'WEBCLIP', registerMethod: 'WEBCLIP', isIos: true, isOfficialAppLogin: false });
    }
  });

  it('the WEBCLIP flag 1 makes a web clip anywhere, even outside standalone mode', () => {
    expect(decideRunMode(facts({ webclipFlag: '1' })).runMode).toBe('webclip');
    expect(decideRunMode(facts({ webclipFlag: '1', standaloneDisplayMode: true })).runMode).toBe('webclip');
  });

  it('the WEBCLIP flag 0 (launched with the homescreen parameter) makes an iOS standalone launch a PWA', () => {
    expect(decideRunMode(facts({ userAgent: IPHONE, navigatorStandalone: true, webclipFlag: '0' }))).toMatchObject({
      runMode: 'pwa',
      loginDevice: 'PWA',
      registerMethod: 'PWA',
    });
  });

  it('standalone display mode elsewhere: an installed PWA', () => {
    expect(decideRunMode(facts({ standaloneDisplayMode: true }))).toMatchObject({
      runMode: 'pwa',
      loginDevice: 'PWA',
      registerMethod: 'PWA',
      isOfficialAppLogin: false,
    });
    expect(decideRunMode(facts({ navigatorStandalone: true })).runMode).toBe('pwa');
    expect(decideRunMode(facts({ standaloneDisplayMode: true, webclipFlag: '0' })).runMode).toBe('pwa');
  });
});
