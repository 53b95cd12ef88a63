/**
 * The one way our code gives a script element its address (docs/decisions.md "Trusted Types"): the address is
 * checked first (the page's own origin, or https on an origin the caller names), then set through the page's
 * `mobile-web-script-url` Trusted Types policy where the browser has Trusted Types, so a page that requires them for
 * scripts (`require-trusted-types-for 'script'`) accepts it. A refused address throws before the element has it.
 */
import { SCRIPT_URL_POLICY } from './trusted-types-policies';

/** Where a loader's scripts may come from: the page's origin only, any https origin (a back-office script), or these. */
export type ScriptOrigins = 'same-origin' | 'https' | readonly string[];

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
}

// One policy per window: a second createPolicy with the same name is refused where the list has no 'allow-duplicates'.
const policies = new WeakMap<object, ScriptUrlPolicy>();

function policyOf(factory: TrustedTypesFactory): ScriptUrlPolicy {
  let policy = policies.get(factory);
  if (!policy) {
    // Only reached through scriptAddress's check: the policy hands on what was already judged.
    policy = factory.createPolicy(SCRIPT_URL_POLICY, { createScriptURL: (input) => input });
    policies.set(factory, policy);
  }
  return policy;
}

/** Whether `url` (resolved against the document's base) is on an allowed origin; throws a TypeError when not. */
export function checkScriptAddress(url: string, origins: ScriptOrigins, base: string): void {
  let address: URL;
  try {
    address = new URL(url, base);
  } catch {
    throw new TypeError(`not a script address: ${url}`);
  }
  const own = address.origin === new URL(base).origin && /^https?:$/.test(address.protocol);
  const https = address.protocol === 'https:' && (origins === 'https' || (Array.isArray(origins) && origins.includes(address.origin)));
  if (!own && !https) throw new TypeError(`script address not allowed here: ${url}`);
}

/** The document a script is added to: its base address and its window (where Trusted Types live). */
export interface ScriptDocument {
  readonly baseURI: string;
  readonly defaultView: object | null;
}

/** `url` checked against `origins`, as a TrustedScriptURL where the page has Trusted Types: what `script.src` takes. */
export function scriptSource(url: string, origins: ScriptOrigins, doc: ScriptDocument): string {
  checkScriptAddress(url, origins, doc.baseURI);
  const factory = (doc.defaultView as { trustedTypes?: TrustedTypesFactory } | null)?.trustedTypes;
  // The DOM's typings know only strings for src; a TrustedScriptURL is what the browser wants under Trusted Types.
  return (factory ? policyOf(factory).createScriptURL(url) : url) as string;
}
