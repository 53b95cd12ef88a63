import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/app-link';
import { PromptPlace } from '../components/prompt-place';
import { SimplePage } from '../layout/simple-page';

/** /m/withdraw: the first-withdrawal download prompt is shown here (shell §2). */
export default function WithdrawPage() {
  const { t } = useTranslation();
  return (
    <SimplePage title="withdraw_title" intro="withdraw_intro">
      <AppLink className="button primary block" to="/m/securityCenter/addBankCard">
        {t('add_bank_card_title')}
      </AppLink>
      <PromptPlace name="withdraw" />
    </SimplePage>
  );
}
