import type { AddToHomeScreen } from '../../core/install/add-to-home-screen';
import type { InstallWebApp } from '../../core/install/install-web-app';
import type { InstallPromptSource } from '../../core/install/ports';
import type { RecordWebclipFlag } from '../../core/install/record-webclip-flag';
import { token } from './token';

/** The tokens install-module.ts binds. */
export const installTokens = {
  /** The browser's install prompt, captured at boot (beforeinstallprompt prevented and kept; appinstalled). */
  InstallPromptSource: token<InstallPromptSource>('InstallPromptSource'),
  /** Gives "install the web app now" (downloaded on first use): `execute()` resolves 'accepted' | 'dismissed' | 'unavailable'; `available()`, `installed`. */
  WebAppInstall: token<() => Promise<InstallWebApp>>('WebAppInstall'),
  /** The WEBCLIP flag rule, applied once at launch with the page's query (player-journey §4). */
  RecordWebclipFlag: token<RecordWebclipFlag>('RecordWebclipFlag'),
  /** Gives the add-to-home-screen sheet (downloaded on first use): the UI calls `enter(path)` and renders `sheet$`. */
  AddToHomeScreen: token<() => Promise<AddToHomeScreen>>('AddToHomeScreen'),
} as const;
