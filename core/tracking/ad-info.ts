import * as v from 'valibot';

/**
 * player-journey §3 "Server-to-server ad info: adAppToken, gpsAdid, adid, afAppId, appsflyerId, advertising
 * and device identifiers" (idfa, idfv, gaid, oaid, androidId, deviceId: the names the wrappers' SDKs use).
 */
export const AD_INFO_FIELDS = [
  'adAppToken',
  'gpsAdid',
  'adid',
  'afAppId',
  'appsflyerId',
  'idfa',
  'idfv',
  'gaid',
  'oaid',
  'androidId',
  'deviceId',
] as const;

export type AdInfoField = (typeof AD_INFO_FIELDS)[number];
export type AdInfo = Partial<Record<AdInfoField, string>>;

const identifier = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value).trim()),
);

/**
 * Decodes what the wrapper gives: an object or its JSON text. Unknown fields, empty values and values
 * that are neither text nor numbers are dropped; anything unreadable is no ad info.
 */
export function decodeAdInfo(raw: unknown): AdInfo {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      // Unreadable text stays text, which the object check below refuses.
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const fields = value as Record<string, unknown>;
  const info: AdInfo = {};
  for (const field of AD_INFO_FIELDS) {
    const parsed = v.safeParse(identifier, fields[field]);
    if (parsed.success && parsed.output !== '') info[field] = parsed.output;
  }
  return info;
}
