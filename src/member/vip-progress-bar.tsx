import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../app/use-number-format';

/** The VIP progress (shell §4 "VIP progress"), a share from 0 to 1 or null while it loads, as a progress bar. */
export function VipProgressBar({ share }: { readonly share: number | null }) {
  const { t } = useTranslation();
  const formatNumber = useNumberFormat();
  const percent = share === null ? null : Math.round(share * 100);
  return (
    <div
      className="vip-progress"
      role="progressbar"
      aria-label={t('home_vip_progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={percent === null ? t('loading') : `${formatNumber(percent)}%`}
    >
      <span className="vip-progress-bar" style={{ inlineSize: `${percent ?? 0}%` }} />
    </div>
  );
}
