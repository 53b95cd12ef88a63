import * as v from 'valibot';
import { isFields, lenientText, optionalText, unwrapValue } from '../decode/lenient-schemas';
import { safeImageUrl } from '../content/image-source';

/** One vendor as `GCSGAME_newGameVendor` serves it. */
export interface ServedVendor {
  readonly vendor: string;
  readonly displayName: string | null;
  readonly gameType: string | null;
  /** The server's own order field, when it sends one. */
  readonly order: number | null;
  /** The vendor's logo: only an http(s) or same-origin image. */
  readonly logoUrl?: string | null;
}

export interface OrderedVendor {
  readonly vendor: string;
  readonly displayName: string | null;
  readonly gameType: string | null;
  readonly ordinal: number;
  readonly logoUrl: string | null;
  /** The served vendors behind this entry (RNG and PVP behind TCG). */
  readonly from: readonly string[];
}

export interface VendorOrdering {
  /** The vendor list to show, by ordinal. */
  readonly vendors: readonly OrderedVendor[];
  /** Game ordinal per vendor code, the derived codes (ELOTTO, SEA_LOTT, VIETNAM_LOTTO, RNG, PVP) included. */
  readonly ordinals: Readonly<Record<string, number>>;
}

/** shell §9 "Game ordinal steps of 100". */
export const ORDINAL_STEP = 100;
/** shell §9 "Vendors RNG and PVP merge into TCG". */
const MERGED_INTO: Readonly<Record<string, string>> = { RNG: 'TCG', PVP: 'TCG' };
/** shell §9 "ELOTT gets ELOTTO at the same rank and SEA_LOTT at +5; LOTT gets VIETNAM_LOTTO at +1". */
const DERIVED: Readonly<Record<string, ReadonlyArray<readonly [code: string, offset: number]>>> = {
  ELOTT: [['ELOTTO', 0], ['SEA_LOTT', 5]],
  LOTT: [['VIETNAM_LOTTO', 1]],
};

/**
 * shell §9 vendor ordering as one pure function (docs/decisions.md "Home links, action button, referral and game vendors"): the served list,
 * stably sorted by the server's order field when it sends one, RNG and PVP merged into one TCG entry
 * (where the first of them stood; into a served TCG when there is one), a code served twice kept once;
 * then ordinals 100, 200, … in that order. ELOTT's ordinal also ranks ELOTTO and SEA_LOTT (+5), LOTT's
 * VIETNAM_LOTTO (+1), unless the server lists those codes itself.
 */
export function orderGameVendors(served: readonly ServedVendor[]): VendorOrdering {
  // Array sort is stable, and two vendors without an order compare NaN, which sort reads as equal.
  const sorted = [...served].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity));

  const merged: { vendor: string; displayName: string | null; gameType: string | null; logoUrl: string | null; from: string[] }[] = [];
  for (const item of sorted) {
    const code = MERGED_INTO[item.vendor] ?? item.vendor;
    const existing = merged.find((entry) => entry.vendor === code);
    if (existing) {
      if (!existing.from.includes(item.vendor)) existing.from.push(item.vendor);
      if (item.vendor === code) {
        existing.displayName = item.displayName ?? existing.displayName;
        existing.gameType = item.gameType ?? existing.gameType;
        existing.logoUrl = item.logoUrl ?? existing.logoUrl;
      }
      continue;
    }
    merged.push({ vendor: code, displayName: item.displayName, gameType: item.gameType, logoUrl: item.logoUrl ?? null, from: [item.vendor] });
  }

  const vendors = merged.map((entry, index): OrderedVendor => ({ ...entry, ordinal: (index + 1) * ORDINAL_STEP }));
  const ordinals: Record<string, number> = {};
  for (const entry of vendors) {
    ordinals[entry.vendor] = entry.ordinal;
    for (const code of entry.from) ordinals[code] ??= entry.ordinal;
  }
  for (const entry of vendors) {
    for (const [code, offset] of DERIVED[entry.vendor] ?? []) ordinals[code] ??= entry.ordinal + offset;
  }
  return { vendors, ordinals };
}

/** Items (game cards, lanes) sorted by their vendor's game ordinal; unknown vendors last, order kept otherwise. */
export function byVendorOrdinal<T>(items: readonly T[], vendorOf: (item: T) => string, ordering: VendorOrdering): T[] {
  const rank = (item: T) => ordering.ordinals[vendorOf(item).trim().toUpperCase()] ?? Infinity;
  // Stable, as above: equal ranks, and two unknown vendors (NaN), keep their order.
  return items
    .map((item) => ({ item, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ item }) => item);
}

/** shell §7 "Language (default CN)". */
const DEFAULT_LANGUAGE = 'CN';

/** shell §9 "Game-vendor cache keyed by vendor and language": `gameVendor:{VENDOR}:{LANGUAGE}`. */
export function vendorCacheKey(vendor: string, language: string): string {
  return `gameVendor:${vendor.trim().toUpperCase()}:${language.trim().toUpperCase() || DEFAULT_LANGUAGE}`;
}

const order = v.fallback(
  v.nullable(
    v.union([
      v.pipe(v.number(), v.finite()),
      v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number)),
    ]),
  ),
  null,
);

const servedSchema = v.pipe(
  v.looseObject({}),
  v.transform((o: Record<string, unknown>) => ({
    vendor: o.vendor ?? o.vendorCode ?? o.code ?? o.accountTypeName,
    displayName: o.displayName ?? o.vendorName ?? o.name,
    gameType: o.gameType ?? o.gameClassify,
    order: o.ordinal ?? o.sort ?? o.sortOrder ?? o.sequence,
    logoUrl: o.logoUrl ?? o.logo ?? o.imageUrl ?? o.icon,
  })),
  v.object({
    vendor: v.pipe(lenientText, v.toUpperCase()),
    displayName: optionalText,
    gameType: optionalText,
    order,
    logoUrl: v.fallback(v.nullable(v.pipe(lenientText, v.transform(safeImageUrl))), null),
  }),
);

/**
 * The `GCSGAME_newGameVendor` answer, leniently: a list at the top level or under `value`, `list`,
 * `vendors`, `gameVendor` or `records`; each entry's code in `vendor` (or `vendorCode`, `code`,
 * `accountTypeName`), upper-cased. Entries without a code are dropped.
 */
export function decodeGameVendors(input: unknown): ServedVendor[] {
  const fields = unwrapValue(input);
  const list = Array.isArray(input)
    ? input
    : ([isFields(input) ? input.value : undefined, fields?.list, fields?.vendors, fields?.gameVendor, fields?.records].find(
        Array.isArray,
      ) as unknown[] | undefined);
  if (!list) return [];
  return list.flatMap((item) => {
    const read = v.safeParse(servedSchema, item);
    return read.success ? [read.output] : [];
  });
}
