import { useObservableState } from 'observable-hooks';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainNotice } from '../../core/domain-failover/domain-notice';
import { ModalDialog } from '../ui/modal-dialog';

/**
 * The domain-unreachable modal (player-journey §2, §4): a loading indicator while the domains are raced,
 * then the server message or 'Error' with Retry and, when entries exist, Services. No mask tap, no Escape:
 * it cannot be dismissed. The message is the server's words or the spec's literal 'Error', shown as is.
 */
export default function DomainNoticeModal({ notice }: { readonly notice: Promise<DomainNotice | null> }) {
  const loaded = use(notice);
  return loaded ? <DomainNoticeView notice={loaded} /> : null;
}

export function DomainNoticeView({ notice }: { readonly notice: DomainNotice }) {
  const { t } = useTranslation();
  const state = useObservableState(notice.state$, notice.state);
  if (state.kind === 'hidden') return null;
  if (state.kind === 'loading') {
    return (
      <div className="toast-region" role="status" aria-live="polite" aria-label={t('notice')}>
        <div className="toast toast-loading">
          <span className="spinner" aria-hidden="true" />
          {t('domain_notice_checking')}
        </div>
      </div>
    );
  }
  return (
    <ModalDialog role="alertdialog" title={t('notice')} message={state.message}>
      {state.hasServices && (
        <button type="button" className="button secondary" onClick={() => void notice.contactServices()}>
          {t('services')}
        </button>
      )}
      <button type="button" className="button primary" onClick={() => notice.retry()}>
        {t('retry')}
      </button>
    </ModalDialog>
  );
}
