import type { LoginOutcome } from '../session/login';
import type { RememberedLoginEntry } from './model';

/**
 * Where the remembered login is kept, its password encrypted. A store the browser refuses (private
 * mode, no WebCrypto) remembers nothing: save does nothing, load answers null; no method rejects.
 */
export interface RememberedLoginVault {
  save(entry: RememberedLoginEntry): Promise<void>;
  /** null when nothing is remembered or what is kept cannot be read. */
  load(): Promise<RememberedLoginEntry | null>;
  forget(): Promise<void>;
}

/** The phone's auto-login switch (local storage `autoLogin`; '0' is off, anything else on). */
export interface AutoLoginPreference {
  isOn(): boolean;
  enable(): void;
  disable(): void;
}

/** The password login use case (core/session/login.ts) as automatic login replays it. */
export interface PasswordLogin {
  execute(credentials: { readonly username: string; readonly password: string }): Promise<LoginOutcome>;
}
