import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

interface PasswordFieldProps {
  readonly label: string;
  readonly value: string;
  readonly autoComplete: 'current-password' | 'new-password';
  /** What is wrong, as the player reads it: shown under the input, read as its description, the input marked invalid. */
  readonly problem?: string | null;
  /** Marked invalid with no message of its own. */
  readonly invalid?: boolean;
  readonly onChange: (value: string) => void;
}

/**
 * A labelled password input, full width, with an eye button inside it that shows or hides the password (its name
 * says what it will do), and its problem message under it.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, value, autoComplete, problem, invalid, onChange },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const problemId = `${id}-problem`;
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-box">
        <input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          aria-invalid={problem || invalid ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="password-toggle" aria-label={visible ? t('hide_password') : t('show_password')} onClick={() => setVisible(!visible)}>
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      </div>
      {problem && (
        <span id={problemId} className="form-message">
          {problem}
        </span>
      )}
    </div>
  );
});
