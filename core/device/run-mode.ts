import type { RunFacts } from './ports';

export type RunModeKind = 'app' | 'webclip' | 'pwa' | 'browser';
/** The login request's device (player-journey §3 "device (IPAD, PWA or WEBCLIP)"). */
export type LoginDevice = 'IPAD' | 'PWA' | 'WEBCLIP';
/** The registration request's registerMethod (player-journey §3 "APP, H5, PWA or WEBCLIP"). */
export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

export interface RunMode {
  readonly inNativeApp: boolean;
  readonly isIos: boolean;
  readonly runMode: RunModeKind;
  readonly loginDevice: LoginDevice;
  readonly registerMethod: RegisterMethod;
  /** Sent as isOfficialAppLogin: true only inside the official app wrapper. */
  readonly isOfficialAppLogin: boolean;
}

/** player-journey §5 "inside the native app (user agent matching App...Ver)": e.g. `AppVer/2.1`, `AppAndroidVer/3.0`. */
const NATIVE_APP_USER_AGENT = /\bApp\w*Ver\b/;

export function isNativeAppUserAgent(userAgent: string): boolean {
  return NATIVE_APP_USER_AGENT.test(userAgent);
}

export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return true;
  // iPadOS 13+ asks for the desktop site: a Macintosh user agent, but with a touch screen.
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
}

const LOGIN_DEVICE: Record<RunModeKind, LoginDevice> = { app: 'IPAD', webclip: 'WEBCLIP', pwa: 'PWA', browser: 'IPAD' };
const REGISTER_METHOD: Record<RunModeKind, RegisterMethod> = { app: 'APP', webclip: 'WEBCLIP', pwa: 'PWA', browser: 'H5' };

/**
 * How the app runs (docs/decisions.md "Device id and how the app runs"): the wrapper first; then a web
 * clip (WEBCLIP flag '1', or an iOS home-screen launch unless the flag says '0'); then an installed PWA
 * (standalone display mode); else the plain mobile browser.
 */
export function decideRunMode(facts: RunFacts): RunMode {
  const inNativeApp = isNativeAppUserAgent(facts.userAgent);
  const isIos = isIosDevice(facts.userAgent, facts.maxTouchPoints);
  const standalone = facts.standaloneDisplayMode || facts.navigatorStandalone;
  let runMode: RunModeKind;
  if (inNativeApp) runMode = 'app';
  else if (facts.webclipFlag === '1' || (isIos && standalone && facts.webclipFlag !== '0')) runMode = 'webclip';
  else if (standalone) runMode = 'pwa';
  else runMode = 'browser';
  return {
    inNativeApp,
    isIos,
    runMode,
    loginDevice: LOGIN_DEVICE[runMode],
    registerMethod: REGISTER_METHOD[runMode],
    isOfficialAppLogin: inNativeApp,
  };
}
