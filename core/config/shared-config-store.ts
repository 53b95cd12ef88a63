import { BehaviorSubject, type Observable } from 'rxjs';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import type { Logger } from './ports';
import { decodeSharedConfig, DEFAULT_SHARED_CONFIG, isFlagOn, type SharedConfig } from './shared-config';

export type SharedConfigOutcome =
  | { readonly kind: 'loaded'; readonly config: SharedConfig }
  | { readonly kind: 'failed'; readonly reason: 'request-failed' | 'malformed-answer' };

/** Where later use cases read the shared config from (InstallManifest, sign-in, prompts). */
export interface SharedConfigSource {
  execute(): Promise<SharedConfigOutcome>;
}

/**
 * `GET /wps/system/settings/consolidated`, fetched once at boot and held as a stream (shell §3
 * "Shared config"). When it cannot be read the stream carries DEFAULT_SHARED_CONFIG, so readers always
 * get flags (all off).
 */
export class SharedConfigStore implements SharedConfigSource {
  private readonly subject = new BehaviorSubject<SharedConfig | null>(null);
  private loading: Promise<SharedConfigOutcome> | null = null;

  /** null until the first answer (or failure). */
  readonly config$: Observable<SharedConfig | null> = this.subject.asObservable();

  constructor(
    private readonly api: ApiClient,
    private readonly logger: Logger,
  ) {}

  get config(): SharedConfig | null {
    return this.subject.value;
  }

  /** A white-label flag of the loaded config; off before it has loaded and for unknown names. */
  flag(name: string): boolean {
    return isFlagOn(this.subject.value ?? DEFAULT_SHARED_CONFIG, name);
  }

  /** The first call fetches; every later call gets the same answer. */
  execute(): Promise<SharedConfigOutcome> {
    this.loading ??= this.load();
    return this.loading;
  }

  private async load(): Promise<SharedConfigOutcome> {
    let value: unknown;
    try {
      value = (await this.api.get(endpoints.consolidatedSettings)).value;
    } catch {
      return this.fail('request-failed');
    }
    const decoded = decodeSharedConfig(value);
    if (!decoded.ok) return this.fail('malformed-answer');
    this.subject.next(decoded.config);
    return { kind: 'loaded', config: decoded.config };
  }

  private fail(reason: 'request-failed' | 'malformed-answer'): SharedConfigOutcome {
    this.logger.warn(`shared config unavailable (${reason}); using the defaults`);
    this.subject.next(DEFAULT_SHARED_CONFIG);
    return { kind: 'failed', reason };
  }
}
