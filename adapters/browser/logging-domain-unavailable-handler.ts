import type { Logger } from '../../core/config/ports';
import type { DomainUnavailableHandler } from '../../core/shell/ports';

/** A placeholder until the domain-unreachable notice exists (player-journey §4): it only logs. */
export class LoggingDomainUnavailableHandler implements DomainUnavailableHandler {
  constructor(private readonly logger: Logger) {}

  handle(message: string | null): void {
    this.logger.warn(`domain not available${message ? `: ${message}` : ''}`);
  }
}
