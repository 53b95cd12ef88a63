import { useObservableState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { referralAction } from '../../core/home/referral-action';
import { useService } from '../app/container-context';
import { useOpenCustomerService } from '../customer-service/use-open-customer-service';
import { useRevealSlot } from './reveal-order';

/**
 * "Refer a friend" on home: the tap follows shell §4's referral action (core/home/referral-action.ts):
 * the coming-soon alert, /m/agentRegister, /m/inviteFriends or customer service. The promotions are
 * asked on the tap (only with REWCEN3 on), so painting home costs no call for them.
 */
export function ReferralCard() {
  const { t } = useTranslation();
  const state = useService(TOKENS.SessionState);
  const promotions = useService(TOKENS.LoadAvailablePromotions);
  const notices = useService(TOKENS.NoticeCenter);
  const navigator = useService(TOKENS.AppNavigator);
  const openService = useOpenCustomerService();
  const memberType = useObservableState(state.memberType$, state.memberType);
  const shown = useRevealSlot('referral', true);

  const refer = async () => {
    const { referralEnabled } = await promotions.execute();
    const action = referralAction({ loggedIn: state.session !== null, memberType, referralEnabled });
    if (action.kind === 'coming-soon') void notices.notice(action.message);
    else if (action.kind === 'customer-service') openService();
    else if (action.target.kind === 'route' || action.target.kind === 'login') navigator.goTo(action.target.href);
  };

  if (!shown) return null;
  return (
    <section className="referral-card" aria-labelledby="home-referral">
      <h2 id="home-referral">{t('home_referral_title')}</h2>
      <p className="muted">{t('home_referral_text')}</p>
      <button type="button" className="button primary" onClick={() => void refer()}>
        {t('invite_friends_title')}
      </button>
    </section>
  );
}
