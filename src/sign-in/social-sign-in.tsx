import { useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { SOCIAL_CHANNELS, type SocialChannel } from '../../core/identity/model';
import type { PasswordForm, SignInStep } from '../../core/sign-in/sign-in-flow';
import { useService } from '../app/container-context';

/** Brand names stay as the brands write them, in every language. */
const CHANNEL_NAMES: Readonly<Record<SocialChannel, string>> = { google: 'Google', facebook: 'Facebook', twitter: 'X (Twitter)', line: 'LINE' };

interface SocialSignInProps {
  /** The password form as it stands (a second factor asked after a social sign-in verifies with it). */
  readonly form: PasswordForm;
  /** The step of core's SignInFlow after a sign-in. */
  readonly onStep: (step: SignInStep) => void;
  readonly onPhoneCode: () => void;
}

/**
 * The login screen's social buttons and the phone-code entry (player-journey §2), shown when the
 * merchant's provider config for sms or social login is on (§3). The identity code is downloaded on
 * the first tap; a tap while one runs is ignored.
 */
export function SocialSignIn({ form, onStep, onPhoneCode }: SocialSignInProps) {
  const { t } = useTranslation();
  const flow = useService(TOKENS.SignInFlow);
  const shared = useService(TOKENS.SharedConfigStore);
  const config = useObservableState(shared.config$, shared.config);
  const [busy, setBusy] = useState(false);
  if (!config?.smsProvider.enabled) return null;

  const signIn = async (channel: SocialChannel) => {
    if (busy) return;
    setBusy(true);
    try {
      onStep(await flow.signInWith(channel, form));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="social-sign-in" aria-labelledby="social-sign-in-title">
      <h2 id="social-sign-in-title" className="divider-title">
        {t('social_login_or')}
      </h2>
      <div className="social-buttons">
        {SOCIAL_CHANNELS.map((channel) => (
          <button key={channel} type="button" className={`button social ${channel}`} disabled={busy} onClick={() => void signIn(channel)}>
            {t('social_login_with', { channel: CHANNEL_NAMES[channel] })}
          </button>
        ))}
      </div>
      <button type="button" className="button secondary block" disabled={busy} onClick={onPhoneCode}>
        {t('phone_code_login')}
      </button>
    </section>
  );
}
