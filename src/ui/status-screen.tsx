import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenCustomerService } from '../customer-service/use-open-customer-service';
import { Icon, type IconName } from './icons';

interface StatusScreenProps {
  readonly title: string;
  /** The picture in the badge: what kind of stop this is. */
  readonly icon: IconName;
  /** The English copy of title and text, shown when the language is not English (shell §2). */
  readonly english: { readonly title: string; readonly text: string } | null;
  readonly children: ReactNode;
  readonly onRetry: () => void;
}

/** The full-screen frame of the maintenance and access-denied pages: contact us and retry. */
export function StatusScreen({ title, icon, english, children, onRetry }: StatusScreenProps) {
  const { t } = useTranslation();
  const openService = useOpenCustomerService();
  return (
    <main className="status-screen">
      <div className="status-badge" aria-hidden="true">
        <Icon name={icon} />
      </div>
      <h1>{title}</h1>
      {children}
      {english && (
        <section className="status-english" lang="en" dir="ltr" aria-label={english.title}>
          <h2>{english.title}</h2>
          <p>{english.text}</p>
        </section>
      )}
      <div className="button-column">
        <button type="button" className="button primary" onClick={openService}>
          {t('contact_us')}
        </button>
        <button type="button" className="button secondary" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    </main>
  );
}

/** The end time with its label, in the page language's local format, in the device's time zone (shell §2). */
export function StatusEndTime({ end }: { readonly end: number }) {
  const { t } = useTranslation();
  const locale = document.documentElement.lang || undefined;
  return (
    <p className="status-end">
      <span>{t('maintenance_end_time')}: </span>
      <time dateTime={new Date(end).toISOString()}>{new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(end)}</time>
    </p>
  );
}
