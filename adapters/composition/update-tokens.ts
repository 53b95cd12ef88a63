import type { PageReloader, WaitingVersion } from '../../core/update/ports';
import type { WatchForUpdates } from '../../core/update/watch-for-updates';
import { token } from './token';

/** The tokens update-module.ts binds. */
export const updateTokens = {
  /** Gives update detection (downloaded on first use): `start()` once at boot. */
  WatchForUpdates: token<() => Promise<WatchForUpdates>>('WatchForUpdates'),
  PageReloader: token<PageReloader>('PageReloader'),
  /** Gives the service worker's waiting version (registers /m/sw.js after load), or null where no worker of ours runs. */
  WaitingVersion: token<() => Promise<WaitingVersion | null>>('WaitingVersion'),
} as const;
