import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenCustomerService } from '../customer-service/use-open-customer-service';
import type { MessageKey } from '../i18n/locales/en';
import { PageLayout } from './page-layout';

interface SimplePageProps {
  readonly title: MessageKey;
  readonly intro: MessageKey;
  readonly back?: boolean;
  readonly children?: ReactNode;
}

/**
 * A screen the spec gives no content contract (docs/decisions.md "Pages without a contract"): what it is for,
 * its places (prompts, links), and a way to a person: customer service, who can do what the page cannot.
 */
export function SimplePage({ title, intro, back, children }: SimplePageProps) {
  const { t } = useTranslation();
  const openService = useOpenCustomerService();
  return (
    <PageLayout title={t(title)} {...(back === undefined ? {} : { back })}>
      <p className="page-intro">{t(intro)}</p>
      {children}
      <section className="service-card" aria-label={t('customer_service')}>
        <p>{t('page_service_help')}</p>
        <button type="button" className="button secondary" onClick={openService}>
          {t('customer_service')}
        </button>
      </section>
    </PageLayout>
  );
}
