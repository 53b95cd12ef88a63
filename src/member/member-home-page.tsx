import { useObservableState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from '../app/container-context';
import { useNumberFormat } from '../app/use-number-format';
import { AppLink } from '../ui/app-link';
import { PageLayout } from '../app/page-layout';

const LINKS = [
  ['/m/voucherCenter', 'voucher_center_title'],
  ['/m/withdraw', 'withdraw_title'],
  ['/m/securityCenter/addBankCard', 'add_bank_card_title'],
  ['/m/rewardCenter', 'reward_center_title'],
  ['/m/member/benefits', 'benefits_title'],
  ['/m/mall/mallHome', 'mall_title'],
  ['/m/leaderBoard', 'leader_board_title'],
  ['/m/inviteFriends', 'invite_friends_title'],
  ['/m/changePsw', 'change_password_title'],
  ['/m/feedback', 'feedback_title'],
] as const;

/** /m/member/home: the member's account, VIP label and the member pages. */
export default function MemberHomePage() {
  const { t } = useTranslation();
  const state = useService(TOKENS.SessionState);
  const logout = useService(TOKENS.Logout);
  const session = useObservableState(state.session$, state.session);
  const member = useObservableState(state.memberInfo$, state.memberInfo);
  const name = member?.userName || session?.userName || '';
  const formatNumber = useNumberFormat();
  const label = member?.clubLabel;
  return (
    <PageLayout title={t('member_home_title')}>
      <section className="member-card" aria-label={t('member_account')}>
        <p className="member-name">{name}</p>
        <p className="muted">
          {t('member_vip_level')}: {label ? `${label.labelName} · ${formatNumber(label.rankLevel)}` : t('member_no_vip')}
        </p>
      </section>
      <ul className="link-list">
        {LINKS.map(([to, label]) => (
          <li key={to}>
            <AppLink to={to}>{t(label)}</AppLink>
          </li>
        ))}
      </ul>
      <button type="button" className="button secondary block" onClick={() => void logout.execute()}>
        {t('logout')}
      </button>
    </PageLayout>
  );
}
