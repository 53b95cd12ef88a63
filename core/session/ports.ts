import type { SessionInfo } from './model';

export interface SessionStore {
  read(): SessionInfo | null;
  write(info: SessionInfo): void;
  clear(): void;
}

/** The remembered login (player-journey §3): "cleared on login failure and on logout". */
export interface RememberedLogin {
  forget(): void;
}
