import { useSyncExternalStore } from 'react';
import { parseVital, VITALS_PATH } from './handlers/vitals';
import { requestLog } from './request-log';

const SHOWN = 12;

/** The last figures the page reported (newest first): name, value, rating, page. */
function snapshot(): string {
  const lines = requestLog
    .forPath(VITALS_PATH)
    .map((entry) => parseVital(entry.body))
    .filter((vital) => vital !== null)
    .map((vital) => [vital.name, vital.name === 'CLS' ? vital.value.toFixed(3) : `${Math.round(vital.value)} ms`, vital.rating, vital.page].filter(Boolean).join(' · '));
  return JSON.stringify(lines.reverse().slice(0, SHOWN));
}

export function VitalsLog() {
  const lines = JSON.parse(useSyncExternalStore(requestLog.subscribe, snapshot)) as string[];
  return (
    <fieldset>
      <legend>Vitals</legend>
      {lines.length === 0 ? (
        <p>None reported yet (CLS and INP come when the page is hidden).</p>
      ) : (
        <ol aria-label="Reported vitals">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
