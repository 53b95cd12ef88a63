import { useObservableState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { inviteLink } from '../../core/home/invite-link';
import { text } from '../../core/notice/model';
import { useService } from '../app/container-context';
import { useOpenCustomerService } from '../customer-service/use-open-customer-service';
import { AppLink } from '../ui/app-link';
import { LoadingLine } from '../ui/load-state';
import { TextField } from '../ui/text-field';
import { PageLayout } from '../app/page-layout';

/** How long "Invite link copied." stays. */
const COPIED_TOAST_MS = 2000;

/**
 * /m/inviteFriends (shell §2: the one guarded route that needs no token): the member's invite link, this site's
 * registration page with their referralCode (docs/decisions.md "Invite friends"), to copy or share. A guest is
 * asked to log in; a member without a code is told so and offered customer service.
 */
export default function InviteFriendsPage() {
  const { t } = useTranslation();
  const state = useService(TOKENS.SessionState);
  const notices = useService(TOKENS.NoticeCenter);
  const openService = useOpenCustomerService();
  const session = useObservableState(state.session$, state.session);
  const member = useObservableState(state.memberInfo$, state.memberInfo);
  const link = inviteLink(window.location.origin, member?.referralCode ?? null);

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      notices.toast(text('invite_copied'), COPIED_TOAST_MS);
    } catch {
      // No clipboard (an old browser, a refused permission): the link stays selected for a manual copy.
      document.getElementById('invite-link')?.focus();
    }
  };
  const share = (value: string) =>
    void navigator.share?.({ title: t('invite_friends_title'), text: t('invite_share_text', { site: t('site_name') }), url: value }).catch(() => undefined);

  return (
    <PageLayout title={t('invite_friends_title')}>
      <p className="page-intro">{t('invite_friends_desc')}</p>
      {!session ? (
        <>
          <p>{t('invite_login')}</p>
          <AppLink className="button primary block" to="/m/login">
            {t('go_to_login')}
          </AppLink>
        </>
      ) : member === null ? (
        <LoadingLine />
      ) : link ? (
        <>
          <TextField
            id="invite-link"
            inputClassName="invite-link"
            label={t('invite_link_label')}
            readOnly
            ltr
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="button-row invite-actions">
            <button type="button" className="button primary" onClick={() => void copy(link)}>
              {t('invite_copy')}
            </button>
            {typeof navigator.share === 'function' ? (
              <button type="button" className="button secondary" onClick={() => share(link)}>
                {t('invite_share')}
              </button>
            ) : null}
          </div>
        </>
      ) : (
        <>
          <p role="status">{t('invite_no_code')}</p>
          <button type="button" className="button primary block" onClick={openService}>
            {t('customer_service')}
          </button>
        </>
      )}
    </PageLayout>
  );
}
