import type { DomainNotice } from '../../core/domain-failover/domain-notice';
import type { DomainPinger, RandomSource } from '../../core/domain-failover/ports';
import type { DomainUnavailableHandler } from '../../core/http/ports';
import { token } from './token';

/** The tokens domain-failover-module.ts binds. */
export const domainFailoverTokens = {
  DomainUnavailableHandler: token<DomainUnavailableHandler>('DomainUnavailableHandler'),
  /** The domain-unreachable notice (domain-failover-module.ts): downloaded when system status answers domain_not_available. */
  DomainNotice: token<() => Promise<DomainNotice>>('DomainNotice'),
  /** Pings `{domain}/wps/system/test/ping`; tests rebind a scripted one. */
  DomainPinger: token<DomainPinger>('DomainPinger'),
  /** The shuffle's randomness (Math.random). */
  DomainShuffleRandom: token<RandomSource>('DomainShuffleRandom'),
} as const;
