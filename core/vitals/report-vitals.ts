import type { VitalsConfig } from './vitals-config';

/** One figure of the page: a Core Web Vital from the web-vitals library, or a boot-shell timing. */
export interface VitalsSample {
  readonly name: string;
  readonly value: number;
  readonly rating?: string;
  /** The library's id for one metric on one page view (a later report of the same id replaces the earlier one). */
  readonly id: string;
}

/** The page's figures as they become final. */
export interface VitalsSource {
  watch(report: (sample: VitalsSample) => void): void;
}

/** Sends a body to a URL without holding the page, even as it closes; false when it was refused. */
export interface VitalsBeacon {
  send(url: string, body: string): boolean;
}

export type ReportVitalsOutcome = { readonly kind: 'off' } | { readonly kind: 'not-sampled' } | { readonly kind: 'reporting' };

export interface ReportVitalsDependencies {
  readonly config: VitalsConfig | null;
  /** A number in [0, 1) drawn once per visit. */
  readonly draw: () => number;
  readonly source: () => Promise<VitalsSource>;
  readonly beacon: VitalsBeacon;
  /** The page's path, sent with each figure. */
  readonly page: () => string;
  readonly merchantCode: string;
}

/**
 * Field data (docs/decisions.md "Vitals for operators"): when the merchant set a URL and this visit falls in the
 * sample, each figure goes to it as it becomes final, one small JSON beacon each, never blocking the page.
 */
export class ReportVitals {
  constructor(private readonly deps: ReportVitalsDependencies) {}

  async execute(): Promise<ReportVitalsOutcome> {
    const { config, draw, source, beacon, page, merchantCode } = this.deps;
    if (!config || config.sampleRate <= 0) return { kind: 'off' };
    if (draw() >= config.sampleRate) return { kind: 'not-sampled' };
    (await source()).watch((sample) => {
      const body = JSON.stringify({ merchantCode, page: page(), ...sample });
      beacon.send(config.url, body);
    });
    return { kind: 'reporting' };
  }
}
