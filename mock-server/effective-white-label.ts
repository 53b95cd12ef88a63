import type { Merchant } from './db';
import type { Scenarios } from './scenarios';
import { WHITE_LABEL_FLAGS, type WhiteLabelValues } from './white-label-flags';

/** The merchant's seeded white-label values with the scenario overrides on top. */
export function effectiveWhiteLabel(merchant: Merchant, current: Scenarios): WhiteLabelValues {
  const overrides = current.whiteLabel[merchant.code] ?? {};
  const values = { ...merchant.whiteLabel };
  for (const flag of WHITE_LABEL_FLAGS) {
    const override = overrides[flag];
    if (override !== undefined) values[flag] = override;
  }
  return values;
}
