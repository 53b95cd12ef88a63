import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/locales/en';
import { PageLayout } from './page-layout';

interface SimplePageProps {
  readonly title: MessageKey;
  readonly intro: MessageKey;
  readonly back?: boolean;
  readonly children?: ReactNode;
}

/** A screen whose content later issues fill in: its title, a short introduction and its places. */
export function SimplePage({ title, intro, back, children }: SimplePageProps) {
  const { t } = useTranslation();
  return (
    <PageLayout title={t(title)} {...(back === undefined ? {} : { back })}>
      <p className="page-intro">{t(intro)}</p>
      {children}
    </PageLayout>
  );
}
