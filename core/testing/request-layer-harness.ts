import { ApiClient } from '../http/api-client';
import type { HttpTransport, PayloadCipher, PayloadCipherLoader } from '../http/ports';
import { FailureReporter } from '../http/report-failure';
import type { SessionInfo } from '../session-state/session-info';
import type { SessionStore } from '../session-state/session-store';
import { InMemoryStore } from './in-memory-store';
import { ManualTime } from './manual-scheduler';
import { ObservedNotices, RecordingNavigator } from './recording-notifier';

export class MemorySession implements SessionStore {
  info: SessionInfo | null = null;
  read(): SessionInfo | null {
    return this.info;
  }
  write(info: SessionInfo): void {
    this.info = info;
  }
  clear(): void {
    this.info = null;
  }
}

export interface HarnessOptions {
  readonly secure?: boolean;
  readonly online?: boolean;
  readonly cipher?: PayloadCipher;
  readonly merchantCode?: string;
  /** The Language header's value, or a function read at each call (a language switch). */
  readonly language?: string | (() => string);
}

/** The request layer wired to fakes: core only, no network, no timers. */
export function requestLayerHarness(transport: HttpTransport, options: HarnessOptions = {}) {
  const time = new ManualTime();
  const notices = new ObservedNotices(time);
  const session = new MemorySession();
  const navigator = new RecordingNavigator();
  const cache = new InMemoryStore();
  const network = { secure: options.secure ?? true, online: options.online ?? true };
  const autoLogin = { disabled: false, disable() { this.disabled = true; } };
  const cipherLoads = { count: 0 };
  const cipherLoader: PayloadCipherLoader = {
    load: async () => {
      cipherLoads.count++;
      if (!options.cipher) throw new Error('no cipher in this harness');
      return options.cipher;
    },
  };
  const reporter = new FailureReporter(notices, session, navigator, autoLogin, time);
  const api = new ApiClient({
    transport,
    cipherLoader,
    cache,
    session,
    context: {
      merchantCode: () => options.merchantCode ?? 'DEMO1',
      language: () => (typeof options.language === 'function' ? options.language() : (options.language ?? 'CN')),
      device: () => '0123456789abcdef0123456789abcdef0123',
    },
    network: { isSecure: () => network.secure, isOnline: () => network.online },
    clock: time,
    reporter,
  });
  return { api, time, notices, session, navigator, cache, network, autoLogin, cipherLoads };
}
