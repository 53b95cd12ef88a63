import { z } from 'zod';
import { WHITE_LABEL_FLAGS, type WhiteLabelFlag } from './white-label-flags';

/** Scenario switches of the mock backend. Browser: persisted in localStorage under `mock-scenarios`. */

export const SCENARIO_STORAGE_KEY = 'mock-scenarios';

export const SECOND_FACTOR_OPTIONS = ['email', 'ga', 'sms', 'payeeName'] as const;
export type SecondFactorOption = (typeof SECOND_FACTOR_OPTIONS)[number];

const failureSchema = z.discriminatedUnion('kind', [
  /** An HTTP error status (500, 502, 401, …). */
  z.object({ kind: z.literal('status'), status: z.number().int().min(400).max(599) }),
  /** No HTTP answer at all (HttpResponse.error()). */
  z.object({ kind: z.literal('network-error') }),
  /** HTTP 200 `{success:false, errorCode, message}`, e.g. TOO_MANY_REQUEST_LOGIN or token_ip_different. */
  z.object({ kind: z.literal('business'), errorCode: z.string().optional(), message: z.string().optional() }),
]);
export type EndpointFailure = z.infer<typeof failureSchema>;

/** A 200 answer that is not the envelope: JSON of another shape, or an HTML page. */
export type MalformedKind = 'json' | 'html';

/** What system/status says during maintenance unless the panel changes it (shell §2 "description from the server"). */
export const DEFAULT_MAINTENANCE_DESCRIPTION = 'We are upgrading the draw servers. Thank you for your patience.';

/** The visitor IP system/status reports in every outcome (shell §2 "Access-denied page: … the visitor's IP address"). */
export const DEFAULT_VISITOR_IP = '203.0.113.10';

/** How far ahead an end time is put when maintenance is switched on without one. */
export const MAINTENANCE_END_AHEAD_MS = 3 * 60 * 60 * 1000;

/** A customer-service entry the siteConfig switch serves instead of the seeded ones (path encoded as the server does). */
const siteConfigEntrySchema = z.object({ title: z.string(), url: z.string(), csType: z.string() });
export type SiteConfigEntry = z.infer<typeof siteConfigEntrySchema>;

export const scenariosSchema = z.object({
  maintenance: z.object({
    enabled: z.boolean(),
    /** ISO time with offset; null: no end time is sent. */
    end: z.string().nullable(),
    /** null: the description is sent empty, so the client shows its fixed maintenance text. */
    description: z.string().nullable().catch(DEFAULT_MAINTENANCE_DESCRIPTION),
  }),
  /**
   * `ip` is the visitor IP that system/status reports in every outcome, restricted or not; `end` (ISO time or epoch
   * digits, null: none) is sent as regionRestrictionEnd while the restriction is on.
   */
  regionRestriction: z.object({ enabled: z.boolean(), ip: z.string(), end: z.string().nullable().catch(null) }),
  domainNotAvailable: z.boolean(),
  secondFactor: z.object({ required: z.boolean(), options: z.array(z.enum(SECOND_FACTOR_OPTIONS)) }),
  /** Delay in ms per path, e.g. `{ '/wps/system/status': 3000 }`. */
  delays: z.record(z.string(), z.number().nonnegative()),
  /** Failure per path. Status and network failures happen before anything else; business ones after checks. */
  failures: z.record(z.string(), failureSchema),
  malformed: z.record(z.string(), z.enum(['json', 'html'])),
  /** Origins (e.g. `https://m1.demo1.mock.invalid`) that give no HTTP answer: the domain ping's dead domains. */
  unreachableOrigins: z.array(z.string()),
  /** White-label overrides per merchant code, on top of the seeded values. */
  whiteLabel: z.record(z.string(), z.partialRecord(z.enum(WHITE_LABEL_FLAGS), z.boolean())),
  /** Changes the asset manifests' content: update detection sees a new build. */
  assetVersion: z.string(),
  /** Slider captcha per scene for every merchant (on top of the seeded settings) and GEETEST_VERSION. */
  captcha: z.object({ login: z.boolean(), sms: z.boolean(), register: z.boolean(), version: z.enum(['v3', 'v4']) }),
  /** Unread chat messages per `{merchant}/{userName}` on top of the seeded counts (handlers/chat.ts); launching chat reads them (0). */
  chatUnread: z.record(z.string(), z.number().int().nonnegative()).catch({}),
  /** Off: the announcement list answers an empty list for the popup category (marquee and others unchanged). */
  announcementPopups: z.boolean().catch(true),
  /** Off: the consolidated settings carry no vapid key for any merchant, so push registration does nothing. */
  pushVapidKey: z.boolean().catch(true),
  /**
   * The domain ping (`{domain}/wps/system/test/ping`) per origin or host (`https://m1.demo1.mock.invalid` or
   * `m1.demo1.mock.invalid`): a delay in ms, or 'dead' (no HTTP answer). Unlisted domains answer at once.
   */
  domainPings: z.record(z.string(), z.union([z.number().nonnegative(), z.literal('dead')])).catch({}),
  /** App-prompt settings forced on top of the seeded ones, per key, for every merchant (docs/decisions.md "App-download prompt policy"). */
  appPromptSettings: z
    .record(z.string(), z.object({ enabled: z.boolean(), value: z.string(), domains: z.array(z.string()).optional() }))
    .catch({}),
  /** Off (default): download_bar_rank_level is served at 99, above every seeded rank, so no one sees the download bar. */
  downloadBar: z.boolean().catch(false),
  /**
   * The site config (the domain notice's source) for every merchant: `domainList` served as `{ domainName }` items
   * (full origins or bare hosts, as given), `customerService` as general entries on every position; null keeps the
   * merchant's seeded list or entries.
   */
  siteConfig: z
    .object({
      domainList: z.array(z.string()).nullable(),
      customerService: z.array(siteConfigEntrySchema).nullable(),
    })
    .catch({ domainList: null, customerService: null }),
});

export type Scenarios = z.infer<typeof scenariosSchema>;

export interface ScenarioPatch {
  /** Switching maintenance on without an end (and none ahead) puts one a few hours ahead of now. */
  readonly maintenance?: Partial<Scenarios['maintenance']>;
  readonly regionRestriction?: Partial<Scenarios['regionRestriction']>;
  readonly domainNotAvailable?: boolean;
  readonly secondFactor?: Partial<Scenarios['secondFactor']>;
  /** Maps merge key by key; `null` removes a key. */
  readonly delays?: Readonly<Record<string, number | null>>;
  readonly failures?: Readonly<Record<string, EndpointFailure | null>>;
  readonly malformed?: Readonly<Record<string, MalformedKind | null>>;
  readonly unreachableOrigins?: readonly string[];
  readonly whiteLabel?: Readonly<Record<string, Partial<Record<WhiteLabelFlag, boolean | null>> | null>>;
  readonly assetVersion?: string;
  readonly captcha?: Partial<Scenarios['captcha']>;
  readonly chatUnread?: Readonly<Record<string, number | null>>;
  readonly announcementPopups?: boolean;
  readonly pushVapidKey?: boolean;
  readonly domainPings?: Readonly<Record<string, number | 'dead' | null>>;
  readonly appPromptSettings?: Readonly<Record<string, Scenarios['appPromptSettings'][string] | null>>;
  readonly downloadBar?: boolean;
  readonly siteConfig?: Partial<Scenarios['siteConfig']>;
}

export function defaultScenarios(): Scenarios {
  return {
    maintenance: { enabled: false, end: null, description: DEFAULT_MAINTENANCE_DESCRIPTION },
    regionRestriction: { enabled: false, ip: DEFAULT_VISITOR_IP, end: null },
    domainNotAvailable: false,
    secondFactor: { required: false, options: [...SECOND_FACTOR_OPTIONS] },
    delays: {},
    failures: {},
    malformed: {},
    unreachableOrigins: [],
    whiteLabel: {},
    assetVersion: '1',
    captcha: { login: false, sms: false, register: false, version: 'v3' },
    chatUnread: {},
    announcementPopups: true,
    pushVapidKey: true,
    domainPings: {},
    appPromptSettings: {},
    downloadBar: false,
    siteConfig: { domainList: null, customerService: null },
  };
}

function mergeMap<V>(current: Record<string, V>, patch: Readonly<Record<string, V | null>> | undefined): Record<string, V> {
  if (!patch) return current;
  const next = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

function mergeWhiteLabel(current: Scenarios['whiteLabel'], patch: ScenarioPatch['whiteLabel']): Scenarios['whiteLabel'] {
  if (!patch) return current;
  const next = { ...current };
  for (const [merchant, flags] of Object.entries(patch)) {
    if (flags === null) delete next[merchant];
    else next[merchant] = mergeMap(next[merchant] ?? {}, flags);
  }
  return next;
}

/** A plausible end time: `aheadMs` after now, rounded up to the half hour, written in +08:00 (DEMO1's zone). */
export function maintenanceEndFrom(nowMs: number, aheadMs: number = MAINTENANCE_END_AHEAD_MS): string {
  const halfHour = 30 * 60 * 1000;
  const at = Math.ceil((nowMs + aheadMs) / halfHour) * halfHour;
  return `${new Date(at + 8 * 60 * 60 * 1000).toISOString().slice(0, 19)}+08:00`;
}

function patchMaintenance(current: Scenarios['maintenance'], patch: ScenarioPatch['maintenance'], nowMs: number): Scenarios['maintenance'] {
  const next = { ...current, ...patch };
  const switchedOn = patch?.enabled === true && !current.enabled && !(patch && 'end' in patch);
  const endAhead = current.end !== null && Date.parse(current.end) > nowMs;
  if (switchedOn && !endAhead) next.end = maintenanceEndFrom(nowMs);
  return next;
}

function patchSiteConfig(current: Scenarios['siteConfig'], patch: ScenarioPatch['siteConfig']): Scenarios['siteConfig'] {
  const next = { ...current, ...patch };
  return {
    domainList: next.domainList ? [...next.domainList] : null,
    customerService: next.customerService ? next.customerService.map((entry) => ({ ...entry })) : null,
  };
}

export function applyPatch(current: Scenarios, patch: ScenarioPatch, nowMs: number = Date.now()): Scenarios {
  return {
    maintenance: patchMaintenance(current.maintenance, patch.maintenance, nowMs),
    regionRestriction: { ...current.regionRestriction, ...patch.regionRestriction },
    domainNotAvailable: patch.domainNotAvailable ?? current.domainNotAvailable,
    secondFactor: {
      required: patch.secondFactor?.required ?? current.secondFactor.required,
      options: [...(patch.secondFactor?.options ?? current.secondFactor.options)],
    },
    delays: mergeMap(current.delays, patch.delays),
    failures: mergeMap(current.failures, patch.failures),
    malformed: mergeMap(current.malformed, patch.malformed),
    unreachableOrigins: [...(patch.unreachableOrigins ?? current.unreachableOrigins)],
    whiteLabel: mergeWhiteLabel(current.whiteLabel, patch.whiteLabel),
    assetVersion: patch.assetVersion ?? current.assetVersion,
    captcha: { ...current.captcha, ...patch.captcha },
    chatUnread: mergeMap(current.chatUnread, patch.chatUnread),
    announcementPopups: patch.announcementPopups ?? current.announcementPopups,
    pushVapidKey: patch.pushVapidKey ?? current.pushVapidKey,
    domainPings: mergeMap(current.domainPings, patch.domainPings),
    appPromptSettings: mergeMap(current.appPromptSettings, patch.appPromptSettings),
    downloadBar: patch.downloadBar ?? current.downloadBar,
    siteConfig: patchSiteConfig(current.siteConfig, patch.siteConfig),
  };
}

export interface ScenarioStore {
  /** The current switches; the same object until something changes (fits useSyncExternalStore). */
  get(): Scenarios;
  set(patch: ScenarioPatch): Scenarios;
  reset(): Scenarios;
  subscribe(listener: (scenarios: Scenarios) => void): () => void;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function load(storage: KeyValueStorage | null): Scenarios {
  const raw = storage?.getItem(SCENARIO_STORAGE_KEY);
  if (!raw) return defaultScenarios();
  try {
    const parsed = scenariosSchema.partial().safeParse(JSON.parse(raw));
    return parsed.success ? { ...defaultScenarios(), ...parsed.data } : defaultScenarios();
  } catch {
    return defaultScenarios();
  }
}

export function createScenarioStore(storage: KeyValueStorage | null, now: () => number = Date.now): ScenarioStore {
  let current = load(storage);
  const listeners = new Set<(scenarios: Scenarios) => void>();

  function commit(next: Scenarios): Scenarios {
    current = Object.freeze(next) as Scenarios;
    try {
      storage?.setItem(SCENARIO_STORAGE_KEY, JSON.stringify(current));
    } catch {
      // Storage full or blocked: the switches still apply in memory.
    }
    for (const listener of listeners) listener(current);
    return current;
  }

  return {
    get: () => current,
    set: (patch) => commit(applyPatch(current, patch, now())),
    reset: () => commit(defaultScenarios()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The mock's switches: persisted in the browser, in memory in node. */
export const scenarios: ScenarioStore = createScenarioStore(browserStorage());
