/**
 * The iOS install flow, one rule for both prompts that install on iOS: the add-to-home-screen sheet
 * (player-journey §5 "iOS install flow: iOS 17 or later shows a tip; earlier versions show a go-to-settings
 * notice and then open a profile") and the install-app modal's app download (shell §4 "On iOS 17 a download
 * tip shows; on other iOS versions a go-to-settings notice appears and then a provisioning file opens").
 * shell's "iOS 17" is read as player-journey's "17 or later" (docs/decisions.md "Prompts: iOS install flow, push Not now, one modal at a time").
 */
export const IOS_TIP_FROM_VERSION = 17;

/** 'tip': iOS 17 or later; 'profile': earlier or unknown, the go-to-settings notice and then the profile. */
export type IosInstallFlow = 'tip' | 'profile';

/**
 * The iOS major version from a user agent: `iPhone OS 16_6`, `CPU OS 17_0` (iPad), or, for an iPad asking
 * for the desktop site, Safari's `Version/17.2`. null when it is not iOS or no version shows.
 */
export function iosMajorVersion(userAgent: string): number | null {
  const os = /\bOS (\d+)[_.]\d+(?:[_.]\d+)? like Mac OS X/.exec(userAgent);
  if (os) return Number(os[1]);
  const safari = /\bMacintosh\b.*\bVersion\/(\d+).*Safari/.exec(userAgent);
  return safari ? Number(safari[1]) : null;
}

/** The flow for an iOS device (the caller knows it is iOS): an unreadable version gets the profile. */
export function iosInstallFlow(userAgent: string): IosInstallFlow {
  const version = iosMajorVersion(userAgent);
  // Stryker disable next-line ConditionalExpression: equivalent, null >= 17 is false as well
  return version !== null && version >= IOS_TIP_FROM_VERSION ? 'tip' : 'profile';
}
