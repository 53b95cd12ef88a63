import { useObservableState } from 'observable-hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { decideAppUpgrade, MANDATORY_UPDATE_FLAG } from '../../core/app-prompt/app-upgrade';
import type { DownloadTarget } from '../../core/app-prompt/download-target';
import { useService } from '../app/container-context';
import { ModalDialog } from '../ui/modal-dialog';

/**
 * The app-upgrade modal (shell §2, §4): inside the native app below 2.4.39; closable unless the
 * mandatory-update white-label flag is on. Its button opens the app-download prompt's download link.
 */
export default function AppUpgradeModal() {
  const { t } = useTranslation();
  const config = useService(TOKENS.SharedConfigStore);
  const facts = useService(TOKENS.RunFacts);
  const runMode = useService(TOKENS.RunMode);
  const launcher = useService(TOKENS.AppDownloadPrompt);
  const shared = useObservableState(config.config$, config.config);
  const [closed, setClosed] = useState(false);
  const [link, setLink] = useState<DownloadTarget | null>(null);

  useEffect(() => {
    void config.execute();
    let live = true;
    void launcher
      .get()
      .then((prompt) => prompt.downloadLink())
      .then((target) => live && setLink(target))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [config, launcher]);

  if (!shared || closed) return null;
  const upgrade = decideAppUpgrade({ userAgent: facts.read().userAgent, inNativeApp: runMode().inNativeApp }, config.flag(MANDATORY_UPDATE_FLAG));
  if (upgrade.kind === 'none') return null;
  return (
    <ModalDialog role="alertdialog" title={t('app_upgrade_title')} message={t('app_upgrade_text')} onDismiss={upgrade.closable ? () => setClosed(true) : undefined}>
      {upgrade.closable && (
        <button type="button" className="button secondary" onClick={() => setClosed(true)}>
          {t('app_upgrade_later')}
        </button>
      )}
      {link && (
        <a className="button primary" href={link.url} target="_blank" rel="noopener noreferrer">
          {t('app_upgrade_button')}
        </a>
      )}
    </ModalDialog>
  );
}
