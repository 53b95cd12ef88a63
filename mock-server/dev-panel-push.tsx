import { useSyncExternalStore } from 'react';
import { onPushBindingsChange, pushBindings } from './handlers/push';

/** The push tokens the mock holds (CSP_fcmBind, CSP_fcmSubscribe, CSP_fcmUnsubscribe): whose, and their topics. */
function snapshot(): string {
  return JSON.stringify(
    [...pushBindings()].map(([token, binding]) => `${binding.merchantCode} · ${binding.userName} · ${binding.topics.length ? `topics ${binding.topics.join(', ')}` : 'no topics'} · ${token}`),
  );
}

export function PushBindingList() {
  const lines = JSON.parse(useSyncExternalStore(onPushBindingsChange, snapshot)) as string[];
  return (
    <fieldset>
      <legend>Push bindings</legend>
      {lines.length === 0 ? (
        <p>No token bound yet.</p>
      ) : (
        <ul aria-label="Push tokens the mock holds">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
