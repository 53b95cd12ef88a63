import * as v from 'valibot';
import { isFields } from '../config/lenient-schemas';

/** Runtime configuration read at boot from /m/app-config.json; one build serves many merchants. */
export interface AppConfig {
  readonly merchantCode: string;
  /** '' means the same origin as the page. */
  readonly apiBaseUrl: string;
}

export interface ConfigReading {
  readonly config: AppConfig;
  /** Why the file was not used as it is; empty when it was. */
  readonly problems: readonly string[];
}

const fieldSchemas = {
  merchantCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  apiBaseUrl: v.pipe(
    v.string(),
    v.check((url) => url === '' || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(url)),
  ),
} as const;

/** Takes each field from the file when it is valid, else the build-time default, and says why. */
export function readAppConfig(file: unknown, defaults: AppConfig): ConfigReading {
  if (!isFields(file)) return { config: defaults, problems: ['app-config.json is not a JSON object'] };
  const problems: string[] = [];
  const pick = (name: keyof AppConfig): string => {
    if (file[name] === undefined) return defaults[name];
    const read = v.safeParse(fieldSchemas[name], file[name]);
    if (read.success) return read.output;
    problems.push(`app-config.json: ${name} is invalid`);
    return defaults[name];
  };
  return { config: { merchantCode: pick('merchantCode'), apiBaseUrl: pick('apiBaseUrl').replace(/\/+$/, '') }, problems };
}
