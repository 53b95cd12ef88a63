import { isFields } from '../decode/fields';
import { readVitalsConfig, type VitalsConfig } from '../vitals/vitals-config';

/** Runtime configuration read at boot from /m/app-config.json; one build serves many merchants. */
export interface AppConfig {
  readonly merchantCode: string;
  /** '' means the same origin as the page. */
  readonly apiBaseUrl: string;
  /** Where the page's vitals go (docs/decisions.md "Vitals for operators"); absent: off. */
  readonly vitals?: VitalsConfig;
}

export interface ConfigReading {
  readonly config: AppConfig;
  /** Why the file was not used as it is; empty when it was. */
  readonly problems: readonly string[];
}

// Plain checks, no decoder library: the boot entry (adapters/boot/boot-prefetch.ts) reads the file with this same
// function before the app's code has arrived.
const FIELD_RULES: Readonly<Record<'merchantCode' | 'apiBaseUrl', (value: string) => boolean>> = {
  merchantCode: (code) => /^[A-Za-z0-9_-]{1,64}$/.test(code),
  apiBaseUrl: (url) => url === '' || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(url),
};

/** Takes each field from the file when it is valid, else the build-time default, and says why. */
export function readAppConfig(file: unknown, defaults: AppConfig): ConfigReading {
  if (!isFields(file)) return { config: defaults, problems: ['app-config.json is not a JSON object'] };
  const problems: string[] = [];
  const pick = (name: keyof typeof FIELD_RULES): string => {
    const value = file[name];
    if (value === undefined) return defaults[name];
    if (typeof value === 'string' && FIELD_RULES[name](value)) return value;
    problems.push(`app-config.json: ${name} is invalid`);
    return defaults[name];
  };
  const vitals = file.vitals === undefined ? defaults.vitals : readVitalsConfig(file.vitals);
  if (file.vitals !== undefined && !vitals) problems.push('app-config.json: vitals is invalid (reporting stays off)');
  const config = { merchantCode: pick('merchantCode'), apiBaseUrl: pick('apiBaseUrl').replace(/\/+$/, '') };
  return { config: vitals ? { ...config, vitals } : config, problems };
}
