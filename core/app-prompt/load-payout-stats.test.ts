import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { LoadPayoutStats } from './load-payout-stats';

const load = (answer: ReturnType<typeof ok>) => new LoadPayoutStats(requestLayerHarness(new ScriptedTransport().reply(endpoints.depositWithdrawStats.path, answer)).api).execute();

describe('bound payout accounts for the withdraw page (shell §3 "Stats": bank cards, virtual and e-wallets bound)', () => {
  it('counts bank cards, virtual wallets and e-wallets together', async () => {
    await expect(load(ok({ fullBankCardList: [{}], fullVirtualWalletList: [{}, {}], fullEWalletList: [] }))).resolves.toEqual({ kind: 'loaded', boundAccounts: 3 });
    await expect(load(ok({ fullEWalletList: [{}] }))).resolves.toEqual({ kind: 'loaded', boundAccounts: 1 });
    await expect(load(ok({}))).resolves.toEqual({ kind: 'loaded', boundAccounts: 0 });
  });

  it('asks quietly: a failure shows no notice (the page just keeps its add-card link)', async () => {
    const h = requestLayerHarness(new ScriptedTransport().reply(endpoints.depositWithdrawStats.path, fails(500)));
    await expect(new LoadPayoutStats(h.api).execute()).resolves.toEqual({ kind: 'failed' });
    expect(h.notices.state.dialogs).toEqual([]);
    expect(h.notices.state.toasts).toEqual([]);
  });

  it('a failure, a refusal or a malformed answer is "failed" (the page then keeps its add-card link)', async () => {
    await expect(load(fails(500))).resolves.toEqual({ kind: 'failed' });
    await expect(load(ok('junk'))).resolves.toEqual({ kind: 'failed' });
    await expect(load({ kind: 'response', status: 200, body: { success: false, errorCode: 'x' } } as never)).resolves.toEqual({ kind: 'failed' });
  });
});
