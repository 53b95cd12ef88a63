import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from '../app/container-context';
import { useUseCaseResult } from '../app/use-use-case-result';
import { AppLink } from '../ui/app-link';
import { PromptPlace } from '../app/prompt-place';
import { SimplePage } from '../app/simple-page';

/**
 * /m/withdraw: the first-withdrawal download prompt is shown here (shell §2). "Add bank card" only while no
 * payout account is bound (the stats; unknown counts as none, so the way to bind one is never lost).
 */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const stats = useUseCaseResult(useService(TOKENS.LoadPayoutStats));
  const bound = stats?.kind === 'loaded' && stats.boundAccounts > 0;
  return (
    <SimplePage title="withdraw_title" intro="withdraw_intro">
      {stats === null ? null : bound ? (
        <p role="status">{t('withdraw_card_bound')}</p>
      ) : (
        <AppLink className="button primary block" to="/m/securityCenter/addBankCard">
          {t('add_bank_card_title')}
        </AppLink>
      )}
      <PromptPlace name="withdraw" />
    </SimplePage>
  );
}
