import fc from 'fast-check';
import { isEnvelope, type TransportOutcome } from '../http/model';

/**
 * Hostile transport outcomes for fuzzing endpoint consumers (docs/decisions.md "Fuzzing endpoint consumers"): what a broken proxy, a
 * half-deployed backend or a flaky network may hand the request layer instead of the answer a consumer
 * expects. `hostileOutcome(sample)` mutates the endpoint's real answer value (`sample`) as well.
 */

/** Error pages as proxies and servers send them (bodies that are not JSON reach us as strings). */
export const htmlPage: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '<html>502 Bad Gateway</html>',
    '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>503</h1></body></html>',
    '<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
    '<html><body><script>alert(1)</script>Access denied</body></html>',
  ),
  fc.string({ maxLength: 40 }).map((s) => `<html><body>${s}</body></html>`),
);

/** Bodies with no shape at all. */
const shapeless: fc.Arbitrary<unknown> = fc.oneof(
  htmlPage,
  fc.constantFrom('', ' ', 'null', '{"success":true', 'OK', undefined, null, 0, -1, Number.NaN, true, false),
  fc.string({ maxLength: 30 }),
  fc.double(),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.anything({ maxDepth: 3 }),
);

/** What a field may wrongly hold instead of its real value. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(undefined, null, '', 0, -1, true, false, [], {}, 'null', '0', 'true', Number.NaN, Number.POSITIVE_INFINITY) },
  // numbers out of every range a field may mean (counts, seconds, ids), as numbers and as numeric strings
  { weight: 2, arbitrary: fc.constantFrom(1e20, -1e9, 2 ** 31, 3_000_000, Number.MAX_SAFE_INTEGER, 0.5, -0, '99999999999999999999', '2147483648', '-5', '1e3', ' 7 ') },
  htmlPage,
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
  fc.anything({ maxDepth: 2 }),
);

/** Error codes the request layer and consumers react to, and nonsense. */
const errorCode: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    'token_ip_different',
    'TOO_MANY_REQUEST_LOGIN',
    'customer.not.login',
    'user.or.token.invalid',
    'login.not.session',
    'login_verify_required',
    'login.cred.err',
    'not.exists.user',
    'bind_customer_required',
    'domain_not_available',
    'game.maintenance',
    '',
    undefined,
    null,
  ),
  fc.string({ maxLength: 20 }),
  wrongValue,
);

const message: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('CUSTOMER_NOT_LOGIN', 'Error', '', undefined, null),
  htmlPage,
  fc.string({ maxLength: 40 }),
  wrongValue,
);

type Path = readonly (string | number)[];

/** Every path into a JSON-like value (the root is []). */
function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...prefix, i], out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  }
  return out;
}

function cloneJson(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

/** The value with `path` replaced by `replacement` (or removed when `remove`). */
function setAt(value: unknown, path: Path, replacement: unknown, remove: boolean): unknown {
  if (path.length === 0) return replacement;
  const root = cloneJson(value);
  let node = root as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) {
    // The copy is JSON's: a parent an earlier edit made undefined (or NaN, a function) is gone or null in it.
    if (typeof node[step] !== 'object' || node[step] === null) return root;
    node = node[step] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
    else delete node[last];
  } else node[last] = replacement;
  return root;
}

/** The sample (a valid answer value) with one to three fields replaced by wrong values or removed. */
export function mutated(sample: unknown): fc.Arbitrary<unknown> {
  // Leaves (the fields themselves) are picked three times as often as the objects and lists holding them.
  const paths = pathsOf(sample).flatMap((path) => {
    const node = path.reduce<unknown>((value, step) => (value as Record<string | number, unknown>)[step], sample);
    return typeof node === 'object' && node !== null ? [path] : [path, path, path];
  });
  const edit = fc.record({ at: fc.nat({ max: paths.length - 1 }), to: wrongValue, remove: fc.boolean() });
  return fc.array(edit, { minLength: 1, maxLength: 3 }).map((edits) =>
    edits.reduce<unknown>((value, { at, to, remove }) => {
      // Earlier edits may have removed or replaced the path's parents: edit only where it still leads somewhere.
      const path = paths[at]!;
      let node: unknown = value;
      for (const step of path.slice(0, -1)) {
        if (typeof node !== 'object' || node === null) return value;
        node = (node as Record<string | number, unknown>)[step];
      }
      if (path.length > 0 && (typeof node !== 'object' || node === null)) return value;
      return setAt(value, path, to, remove && path.length > 0);
    }, cloneJson(sample)),
  );
}

/** Envelope-like bodies: wrong-typed envelope fields, success with a broken value, failures with odd codes. */
function envelopes(sample: unknown): fc.Arbitrary<unknown> {
  const value = fc.oneof(mutated(sample), wrongValue);
  return fc.oneof(
    // success with the real value broken somewhere (the most likely real-world fault)
    { weight: 7, arbitrary: mutated(sample).map((v) => ({ success: true, value: v })) },
    { weight: 2, arbitrary: wrongValue.map((v) => ({ success: true, value: v })) },
    // a failure envelope with odd messages and codes
    { weight: 3, arbitrary: fc.record({ success: fc.constant(false), message, errorCode, value: fc.oneof(value, fc.constant(undefined)) }, { requiredKeys: ['success'] }) },
    // the envelope's own fields wrongly typed
    {
      weight: 2,
      arbitrary: fc.record(
        { success: fc.constantFrom('true', 'false', 1, 0, null, undefined, 'yes'), value, message, errorCode },
        { requiredKeys: ['success'] },
      ),
    },
    { weight: 1, arbitrary: fc.record({ success: fc.constant(true), value, message, errorCode }, { requiredKeys: ['success', 'value'] }) },
  );
}

/** A body: shapeless, or an envelope around the sample (mutated). */
export function hostileBody(sample: unknown): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: shapeless }, { weight: 5, arbitrary: envelopes(sample) });
}

/**
 * One hostile outcome: a 2xx with a hostile body, a 4xx/5xx (any body), an odd status, a timeout or an
 * aborted connection (no response).
 */
export function hostileOutcome(sample: unknown): fc.Arbitrary<TransportOutcome> {
  const body = hostileBody(sample);
  const response = (status: fc.Arbitrary<number>) =>
    fc.record({ kind: fc.constant('response' as const), status, body });
  return fc.oneof(
    { weight: 8, arbitrary: response(fc.constantFrom(200, 200, 200, 201, 204)) },
    { weight: 4, arbitrary: response(fc.oneof(fc.constantFrom(400, 401, 403, 404, 429, 500, 502, 503, 504), fc.integer({ min: 400, max: 599 }))) },
    { weight: 1, arbitrary: response(fc.constantFrom(0, 100, 301, 302, 304, 600, 999, -1)) },
    { weight: 1, arbitrary: fc.constant({ kind: 'timeout' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'no-response' as const }) },
  );
}

/** Whether the outcome is a 2xx success envelope (the only answer a consumer may treat as data). */
export function isSuccessAnswer(outcome: TransportOutcome): boolean {
  if (outcome.kind !== 'response' || outcome.status < 200 || outcome.status >= 300) return false;
  return isEnvelope(outcome.body) && outcome.body.success;
}
