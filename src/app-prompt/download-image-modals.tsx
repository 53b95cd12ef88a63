import { useObservableState } from 'observable-hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { TOKENS } from '../../adapters/composition/tokens';
import { TOAST_DURATION_MS } from '../../core/http/classify-failure';
import { text } from '../../core/notice/model';
import { useService } from '../app/container-context';
import { usePromptClaim } from '../app/use-prompt-claim';
import { ModalDialog } from '../ui/modal-dialog';

/**
 * The banner-download modals (shell §2 "modal 1 has a save button and an optional copy-link button.
 * Modal 2 has a tip and a save button."; shell §4 "Download-image flow"). Core decides when they show
 * (20 s on a home path) and what save and close store; this tells it every route change.
 */
export default function DownloadImageModals() {
  const { t } = useTranslation();
  const { pathname: path } = useLocation();
  const flow = useService(TOKENS.DownloadImage);
  const notices = useService(TOKENS.NoticeCenter);
  const state = useObservableState(flow.state$, flow.state);
  usePromptClaim('download-image', state.kind !== 'hidden');

  useEffect(() => flow.enter(path), [flow, path]);

  const copyLink = async () => {
    const outcome = await flow.copyLink();
    if (outcome === 'unavailable') return;
    notices.toast(text(outcome === 'copied' ? 'download_image_link_copied' : 'download_image_copy_failed'), TOAST_DURATION_MS);
  };

  if (state.kind === 'hidden') return null;
  const close = () => flow.close();
  if (state.kind === 'modal1') {
    return (
      <ModalDialog key="modal1" role="dialog" title={t('download_image_title')} onDismiss={close} layout="list">
        <div className="download-image-box">
          <img src={state.image.src} alt={t('download_image_alt')} />
        </div>
        <button type="button" className="button primary block" onClick={() => flow.save()}>
          {t('download_image_save')}
        </button>
        {state.copyLink !== null && (
          <button type="button" className="button secondary block" onClick={() => void copyLink()}>
            {t('download_image_copy_link')}
          </button>
        )}
        <button type="button" className="button secondary block" onClick={close}>
          {t('close')}
        </button>
      </ModalDialog>
    );
  }
  return (
    <ModalDialog key="modal2" role="dialog" title={t('download_image_tip_title')} message={t('download_image_tip')} onDismiss={close} layout="list">
      {state.tip && (
        <div className="download-image-tip-box">
          <img src={state.tip.src} alt={t('download_image_tip_alt')} />
        </div>
      )}
      <button type="button" className="button primary block" onClick={() => flow.save()}>
        {t('download_image_save')}
      </button>
      <button type="button" className="button secondary block" onClick={close}>
        {t('close')}
      </button>
    </ModalDialog>
  );
}
