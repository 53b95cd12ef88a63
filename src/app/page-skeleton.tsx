import { useTranslation } from 'react-i18next';

/** What a screen looks like while its code or data loads: the same frame, grey placeholders. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page" aria-busy="true">
      <div className="page-header skeleton-header" />
      <div className="page-body" role="status" aria-label={t('loading')}>
        <div className="skeleton skeleton-line wide" />
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-block" />
        <div className="skeleton skeleton-block" />
      </div>
    </div>
  );
}
