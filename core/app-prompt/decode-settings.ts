import * as v from 'valibot';
import { flag, isFields, lenientInteger, lenientText, unwrapValue, type Fields } from '../decode/lenient-schemas';
import { PROMPT_SETTING_KEYS, SETTING_OFF, type DownloadResources, type PromptSetting, type PromptSettings, type PromptStats } from './model';

/** A host from a full origin or a bare host ("https://A.example.com:8443/x" → "a.example.com"). */
export function hostOf(domain: string): string | null {
  const text = domain.trim().toLowerCase();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`;
  try {
    const host = new URL(withScheme).hostname.replace(/\.$/, '');
    return host || null;
  } catch {
    return null;
  }
}

const domainItem = v.union([lenientText, v.pipe(v.looseObject({ domainName: lenientText }), v.transform((o) => o.domainName))]);

/** domains_switch's list: an array (of names or {domainName}) or one text split on commas, semicolons or white space. */
const domainList = v.fallback(
  v.pipe(
    v.union([v.array(v.fallback(v.nullable(domainItem), null)), v.pipe(v.string(), v.transform((s) => s.split(/[\s,;]/)))]),
    v.transform((items) => items.flatMap((item) => (item ? [hostOf(item)].filter((h): h is string => h !== null) : []))),
  ),
  [],
);

const settingValue = v.fallback(v.pipe(v.union([lenientText, v.pipe(v.boolean(), v.transform(String))]), v.transform(String)), '');

/** One entry: `{enabled|enable|status, value, domains…}`, or a bare value (enabled). */
function decodeSetting(entry: unknown): PromptSetting {
  if (entry === undefined || entry === null) return SETTING_OFF;
  if (!isFields(entry)) return { enabled: true, value: v.parse(settingValue, entry), domains: [] };
  const enabledRaw = entry.enabled ?? entry.enable ?? entry.status ?? entry.switch;
  return {
    enabled: v.parse(flag, enabledRaw),
    value: v.parse(settingValue, entry.value),
    domains: v.parse(domainList, entry.domains ?? entry.domainList ?? entry.domainNames ?? entry.list),
  };
}

function entriesOf(input: unknown): Fields {
  const fields = unwrapValue(input);
  const list = Array.isArray(input) ? input : fields && Array.isArray(fields.value) ? fields.value : null;
  if (!list) return fields ?? {};
  const keyed: Record<string, unknown> = {};
  for (const item of list) {
    if (!isFields(item)) continue;
    const key = item.key ?? item.name ?? item.code;
    if (typeof key === 'string') keyed[key] = item;
  }
  return keyed;
}

/**
 * The app-prompt settings document (docs/decisions.md "App-download prompt policy"): keyed by name under
 * `value` or at the top level, or a list of `{key|name, enabled, value}`; flags as boolean, 1/0, "1"/"0",
 * "true"; numbers as strings. Every key is present in the result; junk reads as off.
 */
export function decodePromptSettings(input: unknown): PromptSettings {
  const entries = entriesOf(input);
  return Object.fromEntries(PROMPT_SETTING_KEYS.map((key) => [key, decodeSetting(entries[key])])) as unknown as PromptSettings;
}

/** A setting's value as a whole number, or null. */
export function settingNumber(setting: PromptSetting): number | null {
  const read = v.safeParse(lenientInteger, setting.value);
  return read.success ? read.output : null;
}

const count = v.fallback(v.pipe(lenientInteger, v.minValue(0)), 0);
const listLength = v.fallback(v.pipe(v.array(v.unknown()), v.transform((list) => list.length)), 0);

/** Stats (shell §3): under `value` or at the top level; a missing count or list reads as 0. Null when not an object. */
export function decodePromptStats(input: unknown): PromptStats | null {
  const fields = unwrapValue(input);
  if (!fields) return null;
  return {
    deposits: v.parse(count, fields.totalDepositSuccessCount),
    withdrawals: v.parse(count, fields.totalWithdrawSuccessCount),
    bankCards: v.parse(listLength, fields.fullBankCardList),
    virtualWallets: v.parse(listLength, fields.fullVirtualWalletList),
    eWallets: v.parse(listLength, fields.fullEWalletList),
  };
}

/** Only an absolute http(s) link (security rule: refuse other schemes). */
export function httpLink(text: string | null | undefined): string | null {
  if (!text) return null;
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const resourceItem = v.looseObject({ resourceType: lenientText, url: v.fallback(v.nullable(lenientText), null) });

/** WPSCORE_getDownloadSetting: a list of `{resourceType, url}` (under `value`, `list` or bare); types matched case-insensitively. */
export function decodeDownloadResources(input: unknown): DownloadResources {
  const fields = isFields(input) ? input : null;
  const raw = Array.isArray(input) ? input : (fields?.value ?? fields?.list);
  const list = Array.isArray(raw) ? raw : isFields(raw) && Array.isArray(raw.list) ? raw.list : [];
  const found: Record<string, string | null> = {};
  for (const item of list) {
    const read = v.safeParse(resourceItem, item);
    if (!read.success) continue;
    const type = read.output.resourceType.toUpperCase();
    found[type] ??= httpLink(read.output.url);
  }
  return { android: found.ANDROID ?? null, ios: found.IOS ?? null, mobileConfig: found.MOBILECONFIG ?? null, icon: found.APPDOWNLOADICON ?? null };
}
