/**
 * One browser engine as the journeys drive it, whatever speaks to it: Chromium (DevTools protocol) and Firefox
 * (WebDriver BiDi) through puppeteer-core, WebKit (WebKitGTK's MiniBrowser) through classic WebDriver. The journeys
 * (e2e/engines/journeys.ts) only ever see this.
 */
import type { Query } from './in-page/probe';

export type EngineName = 'chromium' | 'webkit' | 'firefox';

/** An element a query found, in the engine's own terms. */
export type Handle = { readonly engineHandle: unknown };

export interface Device {
  /** An iPhone on this iOS version (Safari's user agent, 390×844): WebKit only, where the iOS branches run in the engine they were written for. */
  readonly iphone?: '16_6' | '17_5';
}

export interface Tab {
  readonly engine: EngineName;
  /** Navigates to an absolute address and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs a function body in the page (`arguments` are `args`) and returns its JSON result. */
  run<T>(body: string, args?: readonly unknown[]): Promise<T>;
  /** The first visible element the query names, or null. */
  find(query: Query): Promise<Handle | null>;
  click(handle: Handle): Promise<void>;
  /** Replaces the control's text, typing it key by key. */
  type(handle: Handle, text: string): Promise<void>;
  /** Page errors, console errors and failed loads since the tab opened, in the engine's words. */
  problems(): Promise<readonly string[]>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** A tab in a fresh profile: no storage, no service worker, no cache. */
  open(device?: Device): Promise<Tab>;
  stop(): Promise<void>;
}

/** A phone's viewport (the e2e suites' too). */
export const PHONE = { width: 390, height: 844 } as const;

export const iphoneUserAgent = (version: string): string =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version.replace('_', '.')} Mobile/15E148 Safari/604.1`;

export const ANDROID_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Mobile Safari/537.36';
