import { ApiClient } from '../http/api-client';
import type { HttpTransport } from '../http/ports';
import { FailureReporter } from '../http/report-failure';
import type { SessionInfo } from '../session-state/session-info';
import { SessionState } from '../session/session-state';
import { InMemoryStore } from './in-memory-store';
import { ManualTime } from './manual-scheduler';
import { ObservedNotices, RecordingNavigator } from './recording-notifier';
import { MemorySession } from './request-layer-harness';

export const aSession = (overrides: Partial<SessionInfo> = {}): SessionInfo => ({
  token: 'T1',
  userName: 'player01',
  id: '1000001',
  merchantCode: 'DEMO1',
  type: 0,
  firstTimeLogin: false,
  ...overrides,
});

/** The request layer with SessionState as its session store, as the app wires it. */
export function sessionHarness(transport: HttpTransport, initial: SessionInfo | null = null) {
  const time = new ManualTime();
  const notices = new ObservedNotices(time);
  const backing = new MemorySession();
  backing.info = initial;
  const state = new SessionState(backing);
  const navigator = new RecordingNavigator();
  const autoLogin = { disabled: false, disable() { this.disabled = true; } };
  const remembered = { forgotten: 0, forget() { this.forgotten++; } };
  const reporter = new FailureReporter(notices, state, navigator, autoLogin, time);
  const api = new ApiClient({
    transport,
    cipherLoader: { load: () => Promise.reject(new Error('no cipher in this harness')) },
    cache: new InMemoryStore(),
    session: state,
    context: { merchantCode: () => 'DEMO1', language: () => 'EN', device: () => null },
    network: { isSecure: () => true, isOnline: () => true },
    clock: time,
    reporter,
  });
  return { api, time, notices, backing, state, navigator, autoLogin, remembered };
}
