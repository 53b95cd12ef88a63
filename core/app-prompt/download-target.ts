import type { IosInstallFlow } from '../install/ios-install-flow';
import type { DownloadResources } from './model';

/** shell §5, §9 "Minimum app version for direct download 2.4.39". */
export const MINIMUM_APP_VERSION = '2.4.39';

/** The redirect page of the mobile site (shell §7 "opened with a url parameter for app download"); its path is ours. */
export const DOWNLOAD_REDIRECT_PAGE = '/mobile/mc/redirect.html';

/** The wrapper's version from its user agent (`AppVer/2.4.39`, `AppAndroidVer/2.5`), or null outside it or without one. */
export function nativeAppVersion(userAgent: string): string | null {
  return /\bApp\w*Ver\/(\d+(?:\.\d+)*)/.exec(userAgent)?.[1] ?? null;
}

/** Dotted versions compared part by part as numbers (2.4.100 > 2.4.39); a missing part is 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** Below 2.4.39 (or a wrapper without a readable version): too old for direct download; false outside the wrapper. */
export function nativeAppOutdated(userAgent: string, inNativeApp: boolean): boolean {
  if (!inNativeApp) return false;
  const version = nativeAppVersion(userAgent);
  return version === null || compareVersions(version, MINIMUM_APP_VERSION) < 0;
}

export type DownloadTarget = { readonly kind: 'direct'; readonly url: string } | { readonly kind: 'redirect-page'; readonly url: string };

/**
 * What the download button opens (docs/decisions.md "App-download prompt policy"): the iOS link (else the
 * profile) on iOS, but the profile first (else the iOS link) where iOS installs by provisioning file (shell §4
 * "a go-to-settings notice appears and then a provisioning file opens"); the Android link elsewhere; directly
 * inside the wrapper at 2.4.39 or later, otherwise the mobile site's redirect page with the link as its url
 * parameter. Null when the merchant serves no link.
 */
export function downloadTarget(
  resources: DownloadResources,
  device: { userAgent: string; inNativeApp: boolean; isIos: boolean; iosFlow?: IosInstallFlow | null },
  origin: string,
): DownloadTarget | null {
  const iosLink = device.iosFlow === 'profile' ? (resources.mobileConfig ?? resources.ios) : (resources.ios ?? resources.mobileConfig);
  const link = device.isIos ? iosLink : resources.android;
  if (!link) return null;
  if (device.inNativeApp && !nativeAppOutdated(device.userAgent, true)) return { kind: 'direct', url: link };
  return { kind: 'redirect-page', url: `${origin}${DOWNLOAD_REDIRECT_PAGE}?url=${encodeURIComponent(link)}` };
}
