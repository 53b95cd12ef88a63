import { useObservableState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import type { AppDownloadPrompt } from '../../core/app-prompt/app-download-prompt';
import '../install/install-app-modal.css';

/** The download bar itself, once core has a prompt: its text, the app button and the close button. */
export default function DownloadBarView({ prompt }: { prompt: AppDownloadPrompt }) {
  const { t } = useTranslation();
  const bar = useObservableState(prompt.downloadBar$, null);
  if (!bar) return null;
  return (
    <aside className="download-bar" aria-label={t('download_bar_label')}>
      <p dir="auto">{bar.text ?? t('download_bar_text')}</p>
      <button type="button" className="button primary" onClick={() => void prompt.request()}>
        {t('app_download_button')}
      </button>
      <button type="button" className="icon-button" aria-label={t('download_bar_close')} onClick={() => void prompt.closeDownloadBar()}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
