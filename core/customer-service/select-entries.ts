import type { CustomerServiceEntry } from './model';

export interface EntryAudience {
  /** The member's VIP label id; null or absent for guests and members without a label. */
  readonly labelId?: string | null;
  /** The placement asking; absent: every placement (docs/decisions.md "Customer-service positions"). */
  readonly position?: string | null;
}

/** An entry without csPosition, or with ALL, is listed in every placement. */
function listedIn(entry: CustomerServiceEntry, position: string): boolean {
  const own = entry.csPosition.toUpperCase();
  return own === '' || own === 'ALL' || own === position.toUpperCase();
}

/**
 * shell §5 "Customer service filtering: entries with no labelIds are general; members with a VIP
 * label get entries matching their label, falling back to the general ones."
 */
export function selectEntries(entries: readonly CustomerServiceEntry[], audience: EntryAudience): CustomerServiceEntry[] {
  const position = audience.position?.trim();
  const placed = position ? entries.filter((entry) => listedIn(entry, position)) : [...entries];
  const general = placed.filter((entry) => entry.labelIds.length === 0);
  const labelId = audience.labelId?.trim();
  if (!labelId) return general;
  const matching = placed.filter((entry) => entry.labelIds.includes(labelId));
  return matching.length > 0 ? matching : general;
}
