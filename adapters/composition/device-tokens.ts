import type { DeviceIdSource, RunFactsSource } from '../../core/device/ports';
import type { RunMode } from '../../core/device/run-mode';
import { token } from './token';

/** The tokens device-module.ts binds. */
export const deviceTokens = {
  /** Device id and how the app runs: device-module.ts; tests rebind them to fakes. */
  RunFacts: token<RunFactsSource>('RunFacts'),
  DeviceIdentity: token<DeviceIdSource>('DeviceIdentity'),
  /** How the app runs now (read at each call: the WEBCLIP flag may change). */
  RunMode: token<() => RunMode>('RunMode'),
} as const;
