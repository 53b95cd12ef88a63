import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hasInAppHistory } from './in-app-history';
import { Icon } from '../ui/icons';
import { useCarriedHref } from './use-carried-href';
import { BottomNav } from './bottom-nav';
import { LanguageButton } from './language-button';

interface PageLayoutProps {
  readonly title: string;
  /** Top-level screens (home) have no back button. */
  readonly back?: boolean;
  /** What the header shows in place of the title (home: the merchant's logo); the title stays the heading's name. */
  readonly brand?: ReactNode;
  readonly children?: ReactNode;
}

/** The phone frame of every screen: safe areas, a header with back and language, bottom navigation. */
export function PageLayout({ title, back = true, brand, children }: PageLayoutProps) {
  return (
    <div className="page">
      <header className="page-header">
        {back ? <BackButton /> : <span className="header-spacer" aria-hidden="true" />}
        {brand ? (
          <h1 className="header-brand">
            <span className="visually-hidden">{title}</span>
            {brand}
          </h1>
        ) : (
          <h1>{title}</h1>
        )}
        <LanguageButton />
      </header>
      <main className="page-body" id="main">
        {children}
      </main>
      <BottomNav />
    </div>
  );
}

function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const home = useCarriedHref('/m/home');
  // A page opened directly (no history inside the app) goes back to home rather than leaving the site.
  const goBack = () => (hasInAppHistory() ? window.history.back() : navigate(home, { replace: true }));
  return (
    <button type="button" className="icon-button" aria-label={t('back')} onClick={goBack}>
      <Icon name="back" />
    </button>
  );
}
