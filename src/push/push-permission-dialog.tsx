import { useObservableState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from '../app/container-context';
import { ModalDialog } from '../ui/modal-dialog';

/**
 * The push-notification permission modal (player-journey §2). Core opens it after login
 * while the browser's permission is undecided; Allow asks the browser, Not now (or Escape) closes it for
 * 7 days (docs/decisions.md "Push notifications", "Prompts: iOS install flow, push Not now, one modal at a time").
 */
export default function PushPermissionDialog() {
  const { t } = useTranslation();
  const prompt = useService(TOKENS.PushPrompt);
  const open = useObservableState(prompt.open$, prompt.open);
  if (!open) return null;
  const notNow = () => prompt.answer('not-now');
  return (
    <ModalDialog role="dialog" title={t('push_permission_title')} message={t('push_permission_text')} onDismiss={notNow}>
      <button type="button" className="button secondary" onClick={notNow}>
        {t('push_permission_not_now')}
      </button>
      <button type="button" className="button primary" onClick={() => prompt.answer('allow')}>
        {t('push_permission_allow')}
      </button>
    </ModalDialog>
  );
}
