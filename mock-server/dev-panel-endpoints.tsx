import { useState, type CSSProperties } from 'react';
import { routes } from './routes';
import { scenarios, type EndpointFailure, type MalformedKind, type Scenarios } from './scenarios';

/** Per-endpoint switches of the dev panel: delay, failure, malformed answer. */

/** /wps paths first, then the static files. */
const PATHS = [...new Set(Object.values(routes).map((route) => route.path))].sort(
  (a, b) => Number(!a.startsWith('/wps/')) - Number(!b.startsWith('/wps/')) || a.localeCompare(b),
);

const FAILURES: ReadonlyArray<{ readonly key: string; readonly label: string; readonly failure: EndpointFailure }> = [
  { key: 'status:401', label: 'HTTP 401', failure: { kind: 'status', status: 401 } },
  { key: 'status:500', label: 'HTTP 500', failure: { kind: 'status', status: 500 } },
  { key: 'status:502', label: 'HTTP 502', failure: { kind: 'status', status: 502 } },
  { key: 'status:503', label: 'HTTP 503', failure: { kind: 'status', status: 503 } },
  { key: 'network-error', label: 'Network error', failure: { kind: 'network-error' } },
  {
    key: 'business:TOO_MANY_REQUEST_LOGIN',
    label: 'TOO_MANY_REQUEST_LOGIN',
    failure: { kind: 'business', errorCode: 'TOO_MANY_REQUEST_LOGIN', message: 'Too many requests, please try later.' },
  },
  {
    key: 'business:token_ip_different',
    label: 'token_ip_different',
    failure: { kind: 'business', errorCode: 'token_ip_different', message: 'Your IP address has changed. Please log in again.' },
  },
  {
    key: 'business:customer.not.login',
    label: 'customer.not.login',
    failure: { kind: 'business', errorCode: 'customer.not.login', message: 'Please log in.' },
  },
  {
    key: 'business:message',
    label: 'Business failure with a message',
    failure: { kind: 'business', message: 'The service is busy, please try again later.' },
  },
];

function failureKey(failure: EndpointFailure | undefined): string {
  if (!failure) return '';
  if (failure.kind === 'status') return `status:${failure.status}`;
  if (failure.kind === 'network-error') return 'network-error';
  return failure.errorCode ? `business:${failure.errorCode}` : 'business:message';
}

function describe(current: Scenarios, path: string): string {
  const parts: string[] = [];
  const delay = current.delays[path];
  if (delay) parts.push(`${delay} ms`);
  const failure = current.failures[path];
  if (failure) parts.push(FAILURES.find((option) => option.key === failureKey(failure))?.label ?? failureKey(failure));
  const malformed = current.malformed[path];
  if (malformed) parts.push(`malformed ${malformed}`);
  return parts.join(', ');
}

const row: CSSProperties = { display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap', margin: '4px 0' };

export function EndpointSwitches({ current }: { readonly current: Scenarios }) {
  const [path, setPath] = useState<string>(routes.login.path);
  const active = PATHS.filter((candidate) => describe(current, candidate) !== '');

  return (
    <fieldset style={{ minWidth: 0 }}>
      <legend>Endpoints</legend>
      <label style={row}>
        Endpoint
        <select style={{ maxWidth: '100%' }} value={path} onChange={(event) => setPath(event.target.value)}>
          {PATHS.map((candidate) => (
            <option key={candidate} value={candidate}>
              {candidate}
            </option>
          ))}
        </select>
      </label>
      <label style={row}>
        Delay (ms)
        <input
          type="number"
          min={0}
          step={100}
          value={current.delays[path] ?? 0}
          onChange={(event) => {
            const ms = Number(event.target.value);
            scenarios.set({ delays: { [path]: ms > 0 ? ms : null } });
          }}
        />
      </label>
      <label style={row}>
        Failure
        <select
          value={failureKey(current.failures[path])}
          onChange={(event) => {
            const chosen = FAILURES.find((option) => option.key === event.target.value);
            scenarios.set({ failures: { [path]: chosen ? chosen.failure : null } });
          }}
        >
          <option value="">None</option>
          {FAILURES.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label style={row}>
        Malformed answer
        <select
          value={current.malformed[path] ?? ''}
          onChange={(event) => {
            const kind = event.target.value as MalformedKind | '';
            scenarios.set({ malformed: { [path]: kind === '' ? null : kind } });
          }}
        >
          <option value="">None</option>
          <option value="json">JSON that is not the envelope</option>
          <option value="html">HTML page</option>
        </select>
      </label>
      {active.length > 0 && (
        <ul aria-label="Active endpoint switches" style={{ margin: 0, paddingLeft: 16 }}>
          {active.map((candidate) => (
            <li key={candidate} style={row}>
              <span>
                {candidate}: {describe(current, candidate)}
              </span>
              <button
                type="button"
                aria-label={`Clear switches of ${candidate}`}
                onClick={() =>
                  scenarios.set({ delays: { [candidate]: null }, failures: { [candidate]: null }, malformed: { [candidate]: null } })
                }
              >
                Clear
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
