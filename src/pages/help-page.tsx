import { useTranslation } from 'react-i18next';
import { useOpenCustomerService } from '../app/use-open-customer-service';
import { SimplePage } from '../layout/simple-page';

/** /m/help. */
export default function HelpPage() {
  const { t } = useTranslation();
  const openService = useOpenCustomerService();
  return (
    <SimplePage title="help_title" intro="help_desc">
      <p>{t('help_contact')}</p>
      <button type="button" className="button primary" onClick={openService}>
        {t('customer_service')}
      </button>
    </SimplePage>
  );
}
