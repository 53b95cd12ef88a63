import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordFieldProps {
  readonly label: string;
  readonly value: string;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly invalid?: boolean;
  readonly onChange: (value: string) => void;
}

/** A labelled password input with a show/hide toggle (the toggle's name says what it will do). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, value, autoComplete, invalid, onChange },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-row">
        <input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="text-button" aria-pressed={visible} onClick={() => setVisible(!visible)}>
          {visible ? t('hide_password') : t('show_password')}
        </button>
      </div>
    </div>
  );
});
