import { useObservableState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from './container-context';
import { ActionSheet } from '../ui/action-sheet';
import { ModalDialog } from '../ui/modal-dialog';
import { useText } from '../ui/use-text';

/** Renders the NoticeCenter's state: the first queued dialog (an action sheet for choices), and the toasts. */
export function NoticeHost() {
  const center = useService(TOKENS.NoticeCenter);
  const state = useObservableState(center.state$, center.state);
  const show = useText();
  const { t } = useTranslation();
  const dialog = state.dialogs[0];

  return (
    <>
      {dialog?.kind === 'choice' && (
        <ActionSheet
          key={dialog.id}
          title={show(dialog.title)}
          options={dialog.options.map((option) => show(option.label))}
          cancelLabel={show(dialog.cancelLabel)}
          onChoose={(index) => center.resolveChoice(dialog.id, index)}
          onCancel={() => center.resolveChoice(dialog.id, null)}
        />
      )}
      {dialog && dialog.kind !== 'choice' && (
        <ModalDialog
          key={dialog.id}
          role={dialog.kind === 'confirm' || !dialog.closable ? 'alertdialog' : 'dialog'}
          title={show(dialog.title)}
          message={show(dialog.message)}
          {...(dialog.closable ? { onDismiss: () => center.resolve(dialog.id, false) } : {})}
        >
          {dialog.cancelLabel && (
            <button type="button" className="button secondary" onClick={() => center.resolve(dialog.id, false)}>
              {show(dialog.cancelLabel)}
            </button>
          )}
          <button type="button" className="button primary" onClick={() => center.resolve(dialog.id, true)}>
            {show(dialog.confirmLabel)}
          </button>
        </ModalDialog>
      )}
      <div className="toast-region" role="status" aria-live="polite" aria-label={t('notice')}>
        {state.toasts.map((toast) => (
          <div key={toast.id} className={`toast toast-${toast.kind}`}>
            {toast.kind === 'loading' && <span className="spinner" aria-hidden="true" />}
            <span dir="auto">{show(toast.message)}</span>
          </div>
        ))}
      </div>
    </>
  );
}
