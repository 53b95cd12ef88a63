import type { WhiteLabelFlag } from '../config/white-label-flags';
import { nativeAppOutdated } from './download-target';

/** shell §4 "the white-label flag for mandatory updates": the spec names none; ours, in the product's …3 style. */
export const MANDATORY_UPDATE_FLAG: WhiteLabelFlag = 'FORCEAPPUPDATE3';

export type AppUpgrade = { readonly kind: 'none' } | { readonly kind: 'show'; readonly closable: boolean };

/** The app-upgrade modal: inside the native app below 2.4.39 (shell §5); closable unless the mandatory-update flag is on (shell §4). */
export function decideAppUpgrade(device: { userAgent: string; inNativeApp: boolean }, mandatoryFlag: boolean): AppUpgrade {
  return nativeAppOutdated(device.userAgent, device.inNativeApp) ? { kind: 'show', closable: !mandatoryFlag } : { kind: 'none' };
}
