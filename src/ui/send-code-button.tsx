import { useTranslation } from 'react-i18next';

interface SendCodeButtonProps {
  /** useCountdown's seconds left: while above 0 the button reads "resend in N s" and is disabled. */
  readonly secondsLeft: number;
  /** A send in flight also disables it. */
  readonly sending?: boolean;
  readonly onSend: () => void;
}

/** The sms "Send code" button of the login, second-factor, phone-code and registration forms. */
export function SendCodeButton({ secondsLeft, sending = false, onSend }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const counting = secondsLeft > 0;
  return (
    <button type="button" className="button secondary send-code" disabled={sending || counting} onClick={onSend}>
      {counting ? t('resend_in', { seconds: secondsLeft }) : t('send_code')}
    </button>
  );
}
