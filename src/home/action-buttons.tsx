import { useObservableState } from 'observable-hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { actionButtonEntries } from '../../core/home/action-button';
import type { ActionButtonItem, ActionRedirect } from '../../core/config/action-button-item';
import { showsVipBenefit } from '../../core/session/member-info';
import { useService } from '../app/container-context';
import { TargetLink } from '../ui/target-link';
import { useRevealSlot } from './reveal-order';

const NO_ITEMS: readonly ActionButtonItem[] = [];

const LABEL: Readonly<Record<ActionRedirect, string>> = {
  APP_DOWNLOAD: 'action_app_download',
  REGISTER: 'go_to_register',
  DEPOSIT: 'voucher_center_title',
  REWARD_CENTER: 'reward_center_title',
  MISSION: 'leader_board_title',
  INVITE_FRIENDS: 'invite_friends_title',
  MEMBER: 'benefits_title',
  POINT_MARKET: 'mall_title',
  REDIRECT_URL: 'action_redirect_url',
};

/**
 * The action buttons (shell §3, §5) as a row of quick actions under the banners: what the merchant
 * serves, filtered and routed by core's policy (core/home/action-button.ts). APP_DOWNLOAD without a link
 * of its own opens the app-download prompt (the player's own request: core/app-prompt).
 */
export function ActionButtons() {
  const { t } = useTranslation();
  const config = useService(TOKENS.SharedConfigStore);
  const state = useService(TOKENS.SessionState);
  const promotions = useService(TOKENS.LoadAvailablePromotions);
  const runMode = useService(TOKENS.RunMode);
  const appPrompt = useService(TOKENS.AppDownloadPrompt);
  const shared = useObservableState(config.config$, config.config);
  const session = useObservableState(state.session$, state.session);
  const member = useObservableState(state.memberInfo$, state.memberInfo);
  const memberType = useObservableState(state.memberType$, state.memberType);
  // null until the promotions answer (when they are asked): the row is drawn once it is known.
  const [referralEnabled, setReferralEnabled] = useState<boolean | null>(null);
  const items = shared?.actionButton ?? NO_ITEMS;
  const asksReferral = items.some((item) => item.redirect === 'INVITE_FRIENDS');

  // shell §5 "INVITE_FRIENDS needs the referral flag": the promotions are asked only when that item is served.
  useEffect(() => {
    if (!asksReferral) return;
    let live = true;
    promotions.execute().then(
      (outcome) => live && setReferralEnabled(outcome.referralEnabled),
      () => live && setReferralEnabled(false),
    );
    return () => {
      live = false;
    };
  }, [asksReferral, promotions]);

  const shown = useRevealSlot('actions', shared !== null && (!asksReferral || referralEnabled !== null));

  const entries = actionButtonEntries(items, {
    session: session ? { token: session.token, userName: session.userName } : null,
    memberType,
    runMode: runMode().runMode,
    referralEnabled: referralEnabled ?? false,
    vipBenefitShown: showsVipBenefit(member),
  });
  let offers = 0;
  const links = entries.flatMap((entry, index) => {
    const { target } = entry;
    if (target.kind === 'refused') return [];
    if (target.kind === 'app-download') {
      const openPrompt = () => void appPrompt.get().then((prompt) => prompt.request()).catch(() => undefined);
      return [
        <li key={`${entry.redirect}-${index}`}>
          <button type="button" className="action-button" onClick={openPrompt}>
            {t(LABEL.APP_DOWNLOAD)}
          </button>
        </li>,
      ];
    }
    const label = entry.redirect === 'REDIRECT_URL' ? t(LABEL.REDIRECT_URL, { n: ++offers }) : t(LABEL[entry.redirect]);
    return [
      <li key={`${entry.redirect}-${index}`}>
        <TargetLink target={target} className="action-button">
          {label}
        </TargetLink>
      </li>,
    ];
  });
  if (!shown || links.length === 0) return null;
  return (
    <nav className="action-buttons" aria-label={t('home_quick_actions')}>
      <ul>{links}</ul>
    </nav>
  );
}
