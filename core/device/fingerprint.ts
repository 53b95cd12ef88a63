import type { DeviceTraitValues } from './ports';

/**
 * The text that is hashed into the device id: every stable trait in a fixed order, so the same
 * browser on the same phone always gives the same id (player-journey §3 "from a browser fingerprint").
 */
export function fingerprintText(traits: DeviceTraitValues): string {
  return JSON.stringify([
    traits.userAgent,
    [...traits.languages],
    traits.screenShort,
    traits.screenLong,
    traits.colorDepth,
    traits.timeZone,
    traits.hardwareConcurrency,
    traits.platform,
    traits.maxTouchPoints,
  ]);
}
