import { useSyncExternalStore } from 'react';
import { parseTrackingEvents } from './handlers/tracking';
import { requestLog } from './request-log';
import { routes } from './routes';

const SHOWN = 20;

/** The dev panel's list of tracking events the mock recorded (newest first), with the pixel scripts it served. */
function snapshot(): string {
  const events = requestLog
    .forPath(routes.trackingEvent.path)
    // A refused request was not recorded (the refused requests list shows it).
    .filter((entry) => entry.refused === undefined)
    .flatMap((entry) => parseTrackingEvents(entry.body) ?? [])
    .map((event) => [event.event, event.customerName, event.currency, typeof event.path === 'string' ? event.path : undefined].filter(Boolean).join(' · '));
  const pixels = requestLog
    .all()
    .filter((entry) => entry.path.startsWith('/wps/mock/pixels/'))
    .map((entry) => `pixel ${entry.path.slice('/wps/mock/pixels/'.length)} ${entry.query.id ?? ''}`);
  return JSON.stringify([...events, ...pixels].reverse().slice(0, SHOWN));
}

export function TrackingEventLog() {
  const lines = JSON.parse(useSyncExternalStore(requestLog.subscribe, snapshot)) as string[];
  return (
    <fieldset>
      <legend>Tracking events</legend>
      {lines.length === 0 ? <p>None recorded yet.</p> : (
        <ol aria-label="Recorded tracking events">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
