import { isFields } from '../decode/fields';

/**
 * Field data for operators (docs/decisions.md "Vitals for operators"): where the page's vitals go and for which
 * share of visits. From app-config.json's `vitals` ({ "url": "https://…" or "/path", "sampleRate": 0.1 }); off when
 * absent, which is the production build's default.
 */
export interface VitalsConfig {
  readonly url: string;
  /** The share of visits that report, 0 to 1. */
  readonly sampleRate: number;
}

/** A rate missing from the file: every visit reports (the operator who sets a URL wants figures). */
export const DEFAULT_VITALS_SAMPLE_RATE = 1;

const VITALS_URL = /^(https?:\/\/[^\s/]+(\/\S*)?|\/(?!\/)\S*)$/;

/** The `vitals` field read strictly: a bad URL or rate turns reporting off (null) rather than guess. */
export function readVitalsConfig(field: unknown): VitalsConfig | null {
  if (!isFields(field)) return null;
  const { url, sampleRate = DEFAULT_VITALS_SAMPLE_RATE } = field;
  if (typeof url !== 'string' || !VITALS_URL.test(url)) return null;
  if (typeof sampleRate !== 'number' || !(sampleRate >= 0 && sampleRate <= 1)) return null;
  return { url, sampleRate };
}
