import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { RouteSpec } from '../routes';
import { db, type Member, type Merchant, type Session } from '../db';
import { openEncryptedRequest } from '../encrypted-request';
import { rememberNonce, usedNonces } from '../replay-guard';
import { requestLog, type LoggedRequest } from '../request-log';
import { contentProblem, everyCall, headerProblem, merchantParameterProblem, type RequestRules } from '../request-rules';
import { scenarios } from '../scenarios';
import { ensureSeeded } from '../seed';
import { badRequest, businessFailure, httpFailure, malformedAnswer, notLoggedIn } from './envelope';

export interface RouteContext {
  readonly request: Request;
  readonly url: URL;
  readonly query: URLSearchParams;
  readonly merchant: Merchant;
  /** The request's Language header (EN, CN, TH, …): checked present on every call. */
  readonly language: string | null;
  /** Set on token rows (the request was refused otherwise); null elsewhere. */
  readonly session: Session | null;
  readonly member: Member | null;
  /** The decrypted payload on encrypted rows, else the JSON body (undefined without one). */
  readonly body: unknown;
  readonly entry: LoggedRequest;
}

type Resolver<C> = (context: C) => Response | Promise<Response>;

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

async function record(request: Request, path: string): Promise<LoggedRequest> {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.clone().text();
  let body: unknown;
  if (text !== '') {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
  }
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return requestLog.record({
    method: request.method,
    url: request.url,
    origin: url.origin,
    path,
    query: Object.fromEntries(url.searchParams),
    headers,
    body,
  });
}

/** Scenario effects that happen before the server looks at the request: dead origin, delay, HTTP failure, junk. */
async function transportEffects(entry: LoggedRequest): Promise<Response | null> {
  if (scenarios.get().unreachableOrigins.includes(entry.origin)) return HttpResponse.error();
  const ms = scenarios.get().delays[entry.path];
  if (ms) await delay(ms);
  const failure = scenarios.get().failures[entry.path];
  if (failure?.kind === 'network-error') return HttpResponse.error();
  if (failure?.kind === 'status') return httpFailure(failure.status);
  const malformed = scenarios.get().malformed[entry.path];
  return malformed ? malformedAnswer(malformed) : null;
}

function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

function findSession(token: string, merchant: Merchant): { session: Session; member: Member } | null {
  const session = db.sessions.findFirst((q) => q.where({ token, merchantCode: merchant.code }));
  if (!session) return null;
  const member = db.members.findFirst((q) => q.where({ id: session.memberId, merchantCode: merchant.code }));
  return member ? { session, member } : null;
}

async function crashed<T>(work: () => Promise<T> | T, path: string): Promise<T | Response> {
  try {
    return await work();
  } catch (error) {
    console.error(`[mock-server] ${path} handler failed`, error);
    return HttpResponse.json({ success: false, message: 'mock handler failed' }, { status: 500 });
  }
}

/** A refusal as the server sends it, its reason noted in the request log (the dev panel lists it). */
function refuse(entry: LoggedRequest, errorCode: string, message: string): Response {
  requestLog.markRefused(entry, `${errorCode}: ${message}`);
  return badRequest(errorCode, message);
}

/**
 * The same refusal (`param.invalid`) from a handler, for a rule that needs what the server knows (the domain
 * ping's listed domains): the message names the field and the rule.
 */
export function refuseParameter(context: RouteContext, message: string): Response {
  return refuse(context.entry, 'param.invalid', message);
}

/** shell §7 "Content-Type JSON": a request with a body says it is JSON. */
function contentTypeProblem(request: Request, entry: LoggedRequest): string | null {
  if (entry.body === undefined) return null;
  return /^application\/json\b/i.test(request.headers.get('Content-Type') ?? '') ? null : 'Content-Type header must be application/json';
}

/** The ModuleId header against the route's (wire-notes "Module ids seen on deployed sites"). */
function moduleIdProblem(request: Request, endpoint: RouteSpec): string | null {
  const moduleId = request.headers.get('ModuleId');
  if (moduleId === (endpoint.moduleId ?? null)) return null;
  if (moduleId === null) return `ModuleId header is required on ${endpoint.path} (expected ${endpoint.moduleId ?? 'none'}).`;
  return `ModuleId ${moduleId} does not belong to ${endpoint.path} (expected ${endpoint.moduleId ?? 'none'}).`;
}

/**
 * A `/wps` route served for any origin (`*{path}`): logs the request, applies the scenario switches,
 * identifies the merchant, checks the headers (Language on every call, the route's ModuleId, its own), checks
 * the bearer token on token rows, opens encrypted bodies, then checks the query and body against the route's
 * rules (routes.ts, request-rules.ts; docs/decisions.md "The mock is as strict as a server"). A refusal is
 * HTTP 400 `{success:false, errorCode, message}` naming the header or field.
 */
export function wpsRoute(endpoint: RouteSpec, resolve: Resolver<RouteContext>): HttpHandler {
  const rules: RequestRules = endpoint.rules ?? {};
  return methods[endpoint.method](`*${endpoint.path}`, async ({ request }) => {
    const entry = await record(request, endpoint.path);
    const early = await transportEffects(entry);
    if (early) return early;
    await ensureSeeded();

    const url = new URL(request.url);
    const code = request.headers.get('Merchant');
    if (!code) return refuse(entry, 'merchant.required', 'The Merchant header is missing.');
    const merchant = db.merchants.findFirst((q) => q.where({ code }));
    if (!merchant) return refuse(entry, 'merchant.unknown', `Unknown merchant ${code}.`);

    const headers = headerProblem(everyCall, request.headers) ?? contentTypeProblem(request, entry);
    if (headers) return refuse(entry, 'param.invalid', headers);
    const module = moduleIdProblem(request, endpoint);
    if (module) return refuse(entry, 'module.invalid', module);
    const own = headerProblem(rules, request.headers);
    if (own) return refuse(entry, 'param.invalid', own);

    let auth: { session: Session; member: Member } | null = null;
    if (endpoint.auth === 'token') {
      const token = bearerToken(request);
      auth = token ? findSession(token, merchant) : null;
      if (!auth) {
        requestLog.markRefused(entry, 'CUSTOMER_NOT_LOGIN: no valid bearer token');
        return notLoggedIn();
      }
    }

    let body = entry.body;
    if (endpoint.encrypted) {
      const opened = openEncryptedRequest(
        {
          encryption: request.headers.get('Encryption'),
          digest: request.headers.get('X-Digest'),
          rsaInfo: request.headers.get('X-RSA'),
          body: entry.body,
        },
        merchant.rsaKeyForm,
        usedNonces,
      );
      if (!opened.ok) return refuse(entry, 'encryption.invalid', `Encrypted request refused: ${opened.reason}.`);
      rememberNonce(opened.r);
      entry.decrypted = opened.payload;
      body = opened.payload;
    }

    // A switched business failure is the server's verdict on the call (an ended session, a refusal), given
    // whatever the query or body: scenarios ask for it on purpose.
    const failure = scenarios.get().failures[endpoint.path];
    if (failure?.kind === 'business') {
      return businessFailure(failure.errorCode, failure.message);
    }

    const content = contentProblem(rules, url.searchParams, body) ?? merchantParameterProblem(rules, url.searchParams, merchant.code);
    if (content) return refuse(entry, 'param.invalid', content);

    const context: RouteContext = {
      request,
      url,
      query: url.searchParams,
      merchant,
      language: request.headers.get('Language'),
      session: auth?.session ?? null,
      member: auth?.member ?? null,
      body,
      entry,
    };
    return crashed(() => resolve(context), endpoint.path);
  });
}

/**
 * A static file of the app host (asset manifests): logged and subject to the transport switches and the
 * route's query rules, no merchant.
 */
export function staticRoute(target: string | RouteSpec, resolve: Resolver<{ readonly url: URL }>): HttpHandler {
  const endpoint = typeof target === 'string' ? { path: target, rules: undefined } : target;
  const { path } = endpoint;
  return http.get(`*${path}`, async ({ request }) => {
    const entry = await record(request, path);
    const early = await transportEffects(entry);
    if (early) return early;
    const url = new URL(request.url);
    const problem = endpoint.rules ? contentProblem(endpoint.rules, url.searchParams, undefined) : null;
    if (problem) return refuse(entry, 'param.invalid', problem);
    return crashed(() => resolve({ url }), path);
  });
}

/** Reads a token row's member (the route refused the request when there was none). */
export function signedIn(context: RouteContext): { member: Member; session: Session } {
  if (!context.member || !context.session) throw new Error('signedIn() used on a row without auth: token');
  return { member: context.member, session: context.session };
}
