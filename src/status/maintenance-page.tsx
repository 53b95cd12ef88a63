import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '../../core/shell/check-system-status';
import { MAINTENANCE_TEXT_EN, MAINTENANCE_TITLE_EN, parseMaintenanceEnd } from '../../core/shell/status-texts';
import { StatusEndTime, StatusScreen } from '../ui/status-screen';

/**
 * Maintenance (shell §2): title, the server's description or the fixed text (player-journey §8), the
 * end time in local format with its label, contact us, an English copy when not English, retry.
 */
export default function MaintenancePage({ status, onRetry }: { status: SystemStatus; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'EN' ? null : { title: MAINTENANCE_TITLE_EN, text: MAINTENANCE_TEXT_EN };
  const end = parseMaintenanceEnd(status.maintenanceEnd, Date.parse);
  return (
    <StatusScreen icon="maintenance" title={t('maintenance_title')} english={english} onRetry={onRetry}>
      <p>{status.maintenanceDescription ?? t('maintenance_text')}</p>
      {end !== null && <StatusEndTime end={end} />}
    </StatusScreen>
  );
}
