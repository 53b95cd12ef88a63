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

/** Takes each field from the file when it is valid, else the build-time default, and says why. */
export function readAppConfig(file: unknown, defaults: AppConfig): ConfigReading {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) {
    return { config: defaults, problems: ['app-config.json is not a JSON object'] };
  }
  const o = file as Record<string, unknown>;
  const problems: string[] = [];
  const pick = (name: keyof AppConfig, valid: (v: unknown) => v is string): string => {
    const value = o[name];
    if (value === undefined) return defaults[name];
    if (valid(value)) return value;
    problems.push(`app-config.json: ${name} is invalid`);
    return defaults[name];
  };
  const nonEmpty = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v);
  const baseUrl = (v: unknown): v is string => typeof v === 'string' && (v === '' || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(v));
  return {
    config: { merchantCode: pick('merchantCode', nonEmpty), apiBaseUrl: pick('apiBaseUrl', baseUrl).replace(/\/+$/, '') },
    problems,
  };
}
