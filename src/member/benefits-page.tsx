import { useObservableState } from 'observable-hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { VipProgressBar } from './vip-progress-bar';
import { useService } from '../app/container-context';
import { useNumberFormat } from '../app/use-number-format';
import { SimplePage } from '../app/simple-page';

/**
 * /m/member/benefits: VIP benefits. The spec gives the page no content; it shows the member's label and the rank
 * progress the spec names (shell §4 "VIP progress: completed conditions divided by expected conditions").
 */
export default function BenefitsPage() {
  const { t } = useTranslation();
  const state = useService(TOKENS.SessionState);
  const rank = useService(TOKENS.LoadRankProgress);
  const member = useObservableState(state.memberInfo$, state.memberInfo);
  const share = useObservableState(rank.vipProgress$, null);
  const formatNumber = useNumberFormat();
  useEffect(() => {
    if (rank.progress === null) void rank.execute();
  }, [rank]);
  const counts = rank.progress;
  const label = member?.clubLabel ?? null;
  return (
    <SimplePage title="benefits_title" intro="benefits_desc">
      <section className="member-card" aria-labelledby="benefits-level">
        <h2 id="benefits-level" className="member-name" dir="auto">
          {label ? `${label.labelName} · ${t('member_vip_level')} ${formatNumber(label.rankLevel)}` : t('member_no_vip')}
        </h2>
        <VipProgressBar share={share} />
        {counts && counts.totalExpectedConditions > 0 ? (
          <p className="muted">{t('vip_progress_text', { done: formatNumber(counts.completedConditions), total: formatNumber(counts.totalExpectedConditions) })}</p>
        ) : null}
      </section>
    </SimplePage>
  );
}
