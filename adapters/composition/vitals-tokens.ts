import type { ReportVitals } from '../../core/vitals/report-vitals';
import { token } from './token';

/** The tokens vitals-module.ts binds. */
export const vitalsTokens = {
  /** Field data for operators (docs/decisions.md "Vitals for operators"): `execute()` once at boot. */
  ReportVitals: token<ReportVitals>('ReportVitals'),
} as const;
