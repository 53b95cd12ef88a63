import { BehaviorSubject, type Observable } from 'rxjs';
import type { ApiClient } from '../http/api-client';
import { NETWORK_ERROR_TEXT } from '../http/classify-failure';
import { endpoints } from '../http/endpoints';
import { RequestFailure } from '../http/model';
import type { NetworkEnvironment } from '../http/ports';
import { rawText, text } from './model';
import type { Notifier } from './ports';

export interface SystemStatus {
  readonly maintenance: boolean;
  readonly maintenanceEnd: string | null;
  readonly maintenanceDescription: string | null;
  readonly regionRestriction: boolean;
  readonly ip: string | null;
}

export type StatusOutcome =
  | { readonly kind: 'open'; readonly status: SystemStatus }
  | { readonly kind: 'maintenance'; readonly status: SystemStatus }
  | { readonly kind: 'region-restricted'; readonly status: SystemStatus }
  | { readonly kind: 'domain-not-available'; readonly message: string | null }
  | { readonly kind: 'failed'; readonly message: string };

export interface StatusQuery {
  readonly track?: string;
  readonly originalDomain?: string;
  readonly url?: string;
}

export const DOMAIN_NOT_AVAILABLE = 'domain_not_available';

function readStatus(value: unknown): SystemStatus {
  const o = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);
  return {
    maintenance: o.maintenance === true,
    maintenanceEnd: str(o.maintenanceEnd),
    maintenanceDescription: str(o.maintenanceDescription),
    regionRestriction: o.regionRestriction === true,
    ip: str(o.ip),
  };
}

/** `GET /wps/system/status` at boot (shell §7, player-journey §7-§8 "System status failure" rows). */
export class CheckSystemStatus {
  private readonly outcomes = new BehaviorSubject<StatusOutcome | null>(null);
  /** null while the first check runs. */
  readonly outcome$: Observable<StatusOutcome | null> = this.outcomes.asObservable();

  get outcome(): StatusOutcome | null {
    return this.outcomes.value;
  }

  constructor(
    private readonly api: ApiClient,
    private readonly notifier: Notifier,
    private readonly network: NetworkEnvironment,
  ) {}

  async execute(query: StatusQuery = {}): Promise<StatusOutcome> {
    const outcome = await this.check(query);
    this.outcomes.next(outcome);
    return outcome;
  }

  private async check(query: StatusQuery): Promise<StatusOutcome> {
    try {
      const envelope = await this.api.call(endpoints.systemStatus, { query: { device: 'MOBILE', ...query } });
      const status = readStatus(envelope.value);
      if (status.maintenance) return { kind: 'maintenance', status };
      if (status.regionRestriction) return { kind: 'region-restricted', status };
      return { kind: 'open', status };
    } catch (error) {
      return this.failed(error);
    }
  }

  private failed(error: unknown): StatusOutcome {
    const failure = error instanceof RequestFailure ? error : null;
    const code = failure?.errorCode;
    const message = failure?.serverMessage ?? null;
    if (code === DOMAIN_NOT_AVAILABLE) return { kind: 'domain-not-available', message };
    if (code || this.network.isSecure()) {
      void this.notifier.notice(message ? rawText(message) : rawText('Error'), { title: text('notice') });
      return { kind: 'failed', message: message ?? 'Error' };
    }
    void this.notifier.notice(rawText(NETWORK_ERROR_TEXT), { title: text('notice') });
    return { kind: 'failed', message: NETWORK_ERROR_TEXT };
  }
}
