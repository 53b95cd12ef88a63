import { useSyncExternalStore } from 'react';
import { requestLog } from './request-log';

const SHOWN = 20;

/** The requests the mock refused (newest first): method, path and the reason it answered. */
function snapshot(): string {
  const lines = requestLog
    .all()
    .filter((entry) => entry.refused !== undefined)
    .map((entry) => `${entry.method} ${entry.path}: ${entry.refused ?? ''}`);
  return JSON.stringify(lines.reverse().slice(0, SHOWN));
}

/** The dev panel's list of refused requests, so a client slip shows with its reason (docs/decisions.md "The mock is as strict as a server"). */
export function RefusedRequestLog() {
  const lines = JSON.parse(useSyncExternalStore(requestLog.subscribe, snapshot)) as string[];
  return (
    <fieldset>
      <legend>Refused requests</legend>
      {lines.length === 0 ? <p>None refused yet.</p> : (
        <ol aria-label="Requests the mock refused">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
