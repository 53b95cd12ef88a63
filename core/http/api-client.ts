import type { Clock } from '../runtime/ports';
import type { SessionStore } from '../session-state/session-store';
import { cacheKey, inFlightKey } from './cache-key';
import { classifyFailure, noticeOf, type FailureFacts } from './classify-failure';
import type { EndpointSpec } from './endpoints';
import { endpoints } from './endpoints';
import { isEnvelope, RequestFailure, type Envelope, type FailureCause, type Query, type TransportOutcome } from './model';
import type { HttpTransport, NetworkEnvironment, PayloadCipherLoader, RequestContext } from './ports';
import type { KeyValueStore } from '../runtime/ports';
import type { FailureReporter } from './report-failure';
import { commonHeaders } from './common-headers';

export interface CallOptions {
  readonly query?: Query;
  readonly body?: unknown;
  /** GET: skip the session cache and store the fresh answer (shell §7 "a flush option"). */
  readonly flush?: boolean;
  /** Overrides the catalogue's alert switch. */
  readonly alert?: boolean;
  /** false: never send Authorization (shell §7 "unless disabled"). */
  readonly withAuth?: boolean;
  /** Another origin, e.g. a candidate domain for the domain ping. */
  readonly baseUrl?: string;
  readonly extraHeaders?: Readonly<Record<string, string>>;
  /**
   * The session a call speaks for once the page has let it go (logout's own calls): sent as the bearer where the
   * catalogue sends one. Also how a failure knows which session it was sent with.
   */
  readonly token?: string;
}

export interface ApiClientDeps {
  readonly transport: HttpTransport;
  readonly cipherLoader: PayloadCipherLoader;
  readonly cache: KeyValueStore;
  readonly session: SessionStore;
  readonly context: RequestContext;
  readonly network: NetworkEnvironment;
  readonly clock: Clock;
  readonly reporter: FailureReporter;
}

/** The common request layer (shell §7, player-journey §7). */
export class ApiClient {
  private readonly inFlight = new Map<string, Promise<Envelope>>();

  constructor(private readonly deps: ApiClientDeps) {}

  get<T = unknown>(endpoint: EndpointSpec, options: CallOptions = {}): Promise<Envelope<T>> {
    return this.call<T>({ ...endpoint, method: 'GET' }, options);
  }

  post<T = unknown>(endpoint: EndpointSpec, body?: unknown, options: CallOptions = {}): Promise<Envelope<T>> {
    return this.call<T>({ ...endpoint, method: 'POST' }, { ...options, body });
  }

  put<T = unknown>(endpoint: EndpointSpec, body?: unknown, options: CallOptions = {}): Promise<Envelope<T>> {
    return this.call<T>({ ...endpoint, method: 'PUT' }, { ...options, body });
  }

  delete<T = unknown>(endpoint: EndpointSpec, options: CallOptions = {}): Promise<Envelope<T>> {
    return this.call<T>({ ...endpoint, method: 'DELETE' }, options);
  }

  /**
   * A GET whose answer is not the envelope (the web manifest, shell §7 named calls): the same headers, query
   * and timeout as every call; resolves to a 2xx answer's body as it came, rejects with a RequestFailure
   * classified like any other (the catalogue's alert switch applies). No session cache, no merging.
   */
  async getPlain(endpoint: EndpointSpec, options: CallOptions = {}): Promise<unknown> {
    if (!endpoint.path) return this.fail(endpoint, options, 'missing-url');
    const query = this.queryFor(endpoint, options.query);
    const sent = this.withSentToken(endpoint, options);
    const outcome = await this.deps.transport.send({
      method: 'GET',
      url: `${options.baseUrl ?? ''}${endpoint.path}`,
      ...(query ? { query } : {}),
      headers: this.headersFor(endpoint, sent),
      timeoutMs: endpoint.timeoutMs,
    });
    if (outcome.kind === 'timeout') return this.fail(endpoint, sent, 'timeout');
    if (outcome.kind === 'no-response') return this.fail(endpoint, sent, 'no-response');
    const { status, body } = outcome;
    if (status < 200 || status >= 300) return this.fail(endpoint, sent, 'http-status', status, body);
    return body;
  }

  /** Resolves to the envelope; rejects with a RequestFailure carrying the response and request body. */
  call<T = unknown>(endpoint: EndpointSpec, requested: CallOptions = {}): Promise<Envelope<T>> {
    if (!endpoint.path) return this.fail(endpoint, requested, 'missing-url');

    const options = this.withSentToken(endpoint, requested);
    const headers = this.headersFor(endpoint, options);
    const query = this.queryFor(endpoint, options.query);
    const url = `${options.baseUrl ?? ''}${endpoint.path}`;

    if (endpoint.method !== 'GET') return this.send<T>(endpoint, options, url, query, headers);

    const key = cacheKey(endpoint, options.query, {
      merchantCode: this.deps.context.merchantCode(),
      language: this.deps.context.language(),
    });
    if (key && !options.flush) {
      const cached = this.readCache(key);
      if (cached) return Promise.resolve(cached as Envelope<T>);
    }

    // Keyed before the cache-buster is added: parallel no-cache GETs are merged too.
    const flightKey = inFlightKey(url, options.query, headers);
    const pending = this.inFlight.get(flightKey);
    if (pending) return pending as Promise<Envelope<T>>;

    const request = this.send<T>(endpoint, options, url, query, headers).then((envelope) => {
      if (key) this.deps.cache.set(key, JSON.stringify(envelope));
      return envelope;
    });
    const settled = request.finally(() => this.inFlight.delete(flightKey));
    this.inFlight.set(flightKey, settled as Promise<Envelope>);
    return settled;
  }

  private async send<T>(
    endpoint: EndpointSpec,
    options: CallOptions,
    url: string,
    query: Query | undefined,
    baseHeaders: Record<string, string>,
  ): Promise<Envelope<T>> {
    let headers = baseHeaders;
    let body = options.body;
    if (endpoint.encrypted) {
      try {
        const cipher = await this.deps.cipherLoader.load();
        const publicKey = await this.fetchPublicKey(options.baseUrl);
        const sealed = await cipher.encrypt(JSON.stringify(options.body ?? {}), publicKey);
        headers = { ...headers, Encryption: sealed.encryption, 'X-Digest': sealed.digest, 'X-RSA': sealed.rsaInfo };
        body = { value: sealed.value };
      } catch (error) {
        // Nothing was sent, and the plaintext (passwords) never rides on an error that may be logged. No
        // caller options either: the encryption notice shows whatever the alert switch (shell §8).
        return this.fail(endpoint, {}, encryptionStepCause(error, this.deps.network.isOnline()));
      }
    }

    const outcome = await this.deps.transport.send({
      method: endpoint.method,
      url,
      ...(query ? { query } : {}),
      headers,
      ...(body !== undefined && endpoint.method !== 'GET' ? { body } : {}),
      timeoutMs: endpoint.timeoutMs,
    });
    // Failures carry the body as it went on the wire: `{value}` for encrypted calls, never the plaintext.
    return this.settle<T>(endpoint, { ...options, body }, outcome);
  }

  private settle<T>(endpoint: EndpointSpec, options: CallOptions, outcome: TransportOutcome): Promise<Envelope<T>> {
    if (outcome.kind === 'timeout') return this.fail(endpoint, options, 'timeout');
    if (outcome.kind === 'no-response') return this.fail(endpoint, options, 'no-response');
    const { status, body } = outcome;
    if (status < 200 || status >= 300) return this.fail(endpoint, options, 'http-status', status, body);
    if (!isEnvelope(body)) return this.fail(endpoint, options, 'malformed-response', status, body);
    if (!body.success) return this.fail(endpoint, options, 'business', status, body);
    return Promise.resolve(body as Envelope<T>);
  }

  private fail<T>(
    endpoint: EndpointSpec,
    options: CallOptions,
    cause: FailureCause,
    status?: number,
    response?: unknown,
  ): Promise<Envelope<T>> {
    const facts: FailureFacts = {
      cause,
      status,
      response,
      alert: options.alert ?? endpoint.alert,
      secure: this.deps.network.isSecure(),
      online: this.deps.network.isOnline(),
    };
    const decision = classifyFailure(facts);
    const sessionEnded = decision.effects.some((effect) => effect.kind === 'end-session');
    // A failure on a call that carried a token speaks for that session. When it is no longer the page's (logged out,
    // or a newer login), it ends nothing and asks nobody to log in: a player who has just logged out never hears
    // "please log in" from a call still under way. A call that carried none is judged as the catalogue says (shell §8).
    const stale = options.token !== undefined && options.token !== this.deps.session.read()?.token;
    const reported = stale ? { ...decision, effects: decision.effects.filter((effect) => effect.kind !== 'end-session' && effect.kind !== 'ask-to-login') } : decision;
    this.deps.reporter.report(reported);
    const told = reported.effects.some((effect) => effect.kind === 'notice' || effect.kind === 'toast');
    return Promise.reject(
      new RequestFailure({
        cause,
        message: decision.rejectionMessage,
        status,
        response,
        requestBody: options.body,
        sessionEnded,
        told,
        owedNotice: told ? null : noticeOf(classifyFailure({ ...facts, alert: true })),
      }),
    );
  }

  /** wire-notes §1: the key answers as a bare (maybe quoted) hex modulus or a PEM/base64 key, raw or enveloped. */
  private async fetchPublicKey(baseUrl: string | undefined): Promise<string> {
    const spec = endpoints.rsaKey;
    const outcome = await this.deps.transport.send({
      method: 'GET',
      url: `${baseUrl ?? ''}${spec.path}`,
      query: { _: this.deps.clock.now() },
      headers: this.headersFor(spec, {}),
      timeoutMs: spec.timeoutMs,
    });
    if (outcome.kind !== 'response') throw new KeyUnreachable(outcome.kind);
    if (outcome.status < 200 || outcome.status >= 300) throw new Error('public key unavailable');
    const raw = isEnvelope(outcome.body) ? outcome.body.value : outcome.body;
    if (typeof raw !== 'string' || raw.trim() === '') throw new Error('public key malformed');
    return raw.trim().replace(/^"+|"+$/g, '');
  }

  private queryFor(endpoint: EndpointSpec, query: Query | undefined): Query | undefined {
    if (!endpoint.noCache) return query;
    return { ...query, _: this.deps.clock.now() };
  }

  /** The options with `token` set to the bearer this call carries (none when it carries none). */
  private withSentToken(endpoint: EndpointSpec, options: CallOptions): CallOptions {
    // Tokens go only where the spec sends them: protected rows on the configured API, never another origin.
    const sendsToken = endpoint.auth === 'token' && options.withAuth !== false && options.baseUrl === undefined;
    const token = sendsToken ? (options.token ?? this.deps.session.read()?.token) : undefined;
    const { token: _requested, ...rest } = options;
    return token ? { ...rest, token } : rest;
  }

  /** `options` as withSentToken left them: the bearer is options.token. */
  private headersFor(endpoint: EndpointSpec, options: CallOptions): Record<string, string> {
    const { context } = this.deps;
    const token = options.token;
    const candidates: Record<string, string | null | undefined> = {
      ...commonHeaders(context.merchantCode(), context.language() || 'CN', endpoint.moduleId),
      Authorization: token ? `Bearer ${token}` : undefined,
      Device: endpoint.deviceHeader ? context.device() : undefined,
      ...options.extraHeaders,
    };
    // shell §7 "Empty headers are dropped."
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(candidates)) if (value) headers[name] = value;
    return headers;
  }

  private readCache(key: string): Envelope | null {
    const raw = this.deps.cache.get(key);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isEnvelope(parsed) && parsed.success) return parsed;
    } catch {
      // A damaged entry is dropped and fetched again.
    }
    this.deps.cache.remove(key);
    return null;
  }
}

/** The key request got no answer (or none in time): a network failure, not a failed encryption. */
class KeyUnreachable extends Error {
  constructor(readonly outcome: 'no-response' | 'timeout') {
    super('public key unreachable');
  }
}

/**
 * Why the encryption step failed, as the error catalogue sees it (docs/decisions.md "Encryption failure or network"):
 * the key request unanswered, or the cipher's code not downloadable while offline, is the network's row of shell §8
 * ("Network offline on https", "Network error on http", the timeout); anything else is "Encryption failure".
 */
function encryptionStepCause(error: unknown, online: boolean): FailureCause {
  if (error instanceof KeyUnreachable) return error.outcome;
  return online ? 'encryption' : 'no-response';
}
