import type { SessionInfo } from './model';

export interface SessionStore {
  read(): SessionInfo | null;
  write(info: SessionInfo): void;
  clear(): void;
}
