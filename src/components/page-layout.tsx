import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

export function PageLayout({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      <main className="page-body">{children}</main>
      <nav className="bottom-nav" aria-label={t('main_navigation')}>
        <NavLink to="/m/home">{t('go_home')}</NavLink>
        <NavLink to="/m/login">{t('go_to_login')}</NavLink>
      </nav>
    </div>
  );
}
