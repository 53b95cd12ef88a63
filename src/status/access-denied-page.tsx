import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '../../core/shell/check-system-status';
import { accessDeniedEnd, ACCESS_DENIED_TEXT_EN, ACCESS_DENIED_TITLE_EN } from '../../core/shell/status-texts';
import { StatusEndTime, StatusScreen } from '../ui/status-screen';

/**
 * Access denied (shell §2; player-journey §2): headline, the visitor's IP, the fixed text, the end time when the
 * server sends one, an English line, contact us, retry.
 */
export default function AccessDeniedPage({ status, onRetry }: { status: SystemStatus; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'EN' ? null : { title: ACCESS_DENIED_TITLE_EN, text: ACCESS_DENIED_TEXT_EN };
  const end = accessDeniedEnd(status, Date.parse);
  return (
    <StatusScreen icon="denied" title={t('access_denied_title')} english={english} onRetry={onRetry}>
      {status.ip && <p className="status-ip">{t('your_ip', { ip: status.ip })}</p>}
      <p>{t('access_denied_text')}</p>
      {end !== null && <StatusEndTime end={end} />}
    </StatusScreen>
  );
}
