/** One request as it reached the mock. Header names are lower-case. */
export interface LoggedRequest {
  readonly seq: number;
  readonly at: number;
  readonly method: string;
  readonly url: string;
  readonly origin: string;
  /** The path name, e.g. `/wps/session/login`. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  /** The body as sent (parsed JSON when it is JSON, else the text); undefined without a body. */
  readonly body: unknown;
  /** For encrypted calls: the payload the mock decrypted, once it did. */
  decrypted?: unknown;
  /** Why the mock refused the request before its handler ran (a missing header, a malformed field, ...). */
  refused?: string;
}

type Listener = () => void;

/** A long dev session keeps the newest entries only. */
export const REQUEST_LOG_LIMIT = 1_000;

const entries: LoggedRequest[] = [];
const listeners = new Set<Listener>();
let seq = 0;

function notify(): void {
  for (const listener of listeners) listener();
}

function matches(entry: LoggedRequest, path: string, method?: string): boolean {
  return entry.path === path && (method === undefined || entry.method === method.toUpperCase());
}

/** Every request that reached the mock, in arrival order; tests read, count and clear it. */
export const requestLog = {
  record(entry: Omit<LoggedRequest, 'seq' | 'at'>): LoggedRequest {
    const logged: LoggedRequest = { ...entry, seq: ++seq, at: Date.now() };
    entries.push(logged);
    if (entries.length > REQUEST_LOG_LIMIT) entries.splice(0, entries.length - REQUEST_LOG_LIMIT);
    notify();
    return logged;
  },
  all(): readonly LoggedRequest[] {
    return [...entries];
  },
  forPath(path: string, method?: string): readonly LoggedRequest[] {
    return entries.filter((entry) => matches(entry, path, method));
  },
  /** How many times a path (optionally with a method) was hit. */
  count(path: string, method?: string): number {
    return this.forPath(path, method).length;
  },
  last(path: string, method?: string): LoggedRequest | undefined {
    return this.forPath(path, method).at(-1);
  },
  /** Notes why a logged request was refused (the dev panel lists it). */
  markRefused(entry: LoggedRequest, reason: string): void {
    entry.refused = reason;
    notify();
  },
  clear(): void {
    entries.length = 0;
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Every payload the mock decrypted for a path, oldest first. */
export function decryptedPayloads(path: string): readonly unknown[] {
  return requestLog
    .forPath(path)
    .filter((entry) => 'decrypted' in entry)
    .map((entry) => entry.decrypted);
}

/** The payload the mock last decrypted for a path ("the payload decrypted by the mock equals what was sent"). */
export function lastDecrypted(path: string): unknown {
  return decryptedPayloads(path).at(-1);
}
