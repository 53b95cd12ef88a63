import type { SessionInfo } from './session-info';

export interface SessionStore {
  read(): SessionInfo | null;
  write(info: SessionInfo): void;
  clear(): void;
}
