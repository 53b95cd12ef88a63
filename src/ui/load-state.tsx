import { useTranslation } from 'react-i18next';

/** A list screen's loading line (a status, so a screen reader hears it). */
export function LoadingLine() {
  const { t } = useTranslation();
  return (
    <p className="page-intro" role="status">
      {t('loading')}
    </p>
  );
}

/** A screen's data could not be loaded: what happened, and a retry (nothing lost). */
export function LoadFailed({ onRetry, message }: { readonly onRetry: () => void; readonly message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="load-failed">
      <p role="alert">{message ?? t('load_failed')}</p>
      <button type="button" className="button secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
