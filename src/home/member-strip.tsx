import { useObservableState } from 'observable-hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import type { SessionInfo } from '../../core/session-state/session-info';
import { showsVipBenefit } from '../../core/session/member-info';
import { VipProgressBar } from '../member/vip-progress-bar';
import { useService } from '../app/container-context';
import { useNumberFormat } from '../app/use-number-format';
import { AppLink } from '../ui/app-link';

/**
 * The signed-in player's strip on home: name, VIP label and progress (shell §4 "VIP progress: completed
 * conditions divided by expected conditions, or 1 when there is no label"), and the VIP benefit link when
 * clubLabel.type is AUTO. The progress is asked once when the page has none (a reload after sign-in).
 */
export default function MemberStrip({ session }: { readonly session: SessionInfo }) {
  const { t } = useTranslation();
  const state = useService(TOKENS.SessionState);
  const rank = useService(TOKENS.LoadRankProgress);
  const member = useObservableState(state.memberInfo$, state.memberInfo);
  const progress = useObservableState(rank.vipProgress$, null);
  const formatNumber = useNumberFormat();

  useEffect(() => {
    if (rank.progress === null) void rank.execute();
  }, [rank, session.token]);

  const label = member?.clubLabel ?? null;
  return (
    <section className="member-strip" aria-label={t('member_account')}>
      <div className="member-strip-head">
        <p className="member-name" dir="auto">
          {member?.userName || session.userName}
        </p>
        <AppLink to="/m/voucherCenter" className="button primary small">
          {t('voucher_center_title')}
        </AppLink>
      </div>
      <p className="member-vip">
        <span className="member-vip-label">
          {label ? (
            <>
              <bdi>{label.labelName}</bdi>
              {` · ${t('member_vip_level')} ${formatNumber(label.rankLevel)}`}
            </>
          ) : (
            t('member_no_vip')
          )}
        </span>
        {showsVipBenefit(member) && (
          <>
            {' · '}
            <AppLink to="/m/member/benefits">{t('benefits_title')}</AppLink>
          </>
        )}
      </p>
      <VipProgressBar share={progress} />
    </section>
  );
}
