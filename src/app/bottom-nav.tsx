import { useTranslation } from 'react-i18next';
import { AppNavLink } from '../ui/app-link';
import { ChatButton } from '../customer-service/chat-button';
import { Icon, type IconName } from '../ui/icons';
import { useOpenCustomerService } from '../customer-service/use-open-customer-service';

const LINKS: ReadonlyArray<{ to: string; icon: IconName; label: string }> = [
  { to: '/m/home', icon: 'home', label: 'nav_home' },
  { to: '/m/game', icon: 'games', label: 'nav_games' },
  { to: '/m/activity', icon: 'promotions', label: 'nav_promotions' },
];

export function BottomNav() {
  const { t } = useTranslation();
  const openService = useOpenCustomerService();
  return (
    <nav className="bottom-nav" aria-label={t('main_navigation')}>
      {LINKS.map((link) => (
        <AppNavLink key={link.to} to={link.to}>
          <Icon name={link.icon} />
          <span>{t(link.label)}</span>
        </AppNavLink>
      ))}
      <button type="button" onClick={openService}>
        <Icon name="service" />
        <span>{t('nav_service')}</span>
      </button>
      <ChatButton />
      <AppNavLink to="/m/member/home">
        <Icon name="me" />
        <span>{t('nav_me')}</span>
      </AppNavLink>
    </nav>
  );
}
