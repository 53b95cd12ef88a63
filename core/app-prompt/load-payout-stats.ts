import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { decodePromptStats } from './decode-settings';

export type PayoutStatsOutcome = { readonly kind: 'loaded'; readonly boundAccounts: number } | { readonly kind: 'failed' };

/**
 * How many payout accounts the member has bound (bank cards, virtual wallets, e-wallets), from the deposit and
 * withdrawal stats (shell §3 "Stats"): the withdraw page offers "Add bank card" only when there is none. Quiet:
 * the catalogue row turns alerts off, so a failure shows no notice (shell §8).
 */
export class LoadPayoutStats {
  constructor(private readonly api: ApiClient) {}

  async execute(): Promise<PayoutStatsOutcome> {
    try {
      const envelope = await this.api.get(endpoints.depositWithdrawStats);
      const stats = envelope.success ? decodePromptStats(envelope.value) : null;
      return stats ? { kind: 'loaded', boundAccounts: stats.bankCards + stats.virtualWallets + stats.eWallets } : { kind: 'failed' };
    } catch {
      return { kind: 'failed' };
    }
  }
}
