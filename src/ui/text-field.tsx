import { forwardRef, useId, type FocusEventHandler } from 'react';

interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange?: (value: string) => void;
  readonly name?: string;
  /** A fixed id when the page needs to reach the input; a generated one otherwise. */
  readonly id?: string;
  readonly type?: 'text' | 'tel' | 'url' | 'email';
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'tel' | 'url' | 'email';
  readonly readOnly?: boolean;
  /** Left to right whatever the language (links); numeric and tel inputs always are. */
  readonly ltr?: boolean;
  /** What is wrong, as the player reads it: shown under the input, read as its description, the input marked invalid. */
  readonly problem?: string | null;
  /** Marked invalid with no message of its own (the form's message says why, or focus does). */
  readonly invalid?: boolean;
  /** An extra class on the field's box (its place in a row). */
  readonly className?: string;
  readonly inputClassName?: string;
  readonly onFocus?: FocusEventHandler<HTMLInputElement>;
}

/**
 * A labelled one-line text input of a form, with its problem message under it. The fields hold identifiers, codes and
 * links, so the phone neither capitalises nor spell-checks them.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onChange, name, id, type, autoComplete, inputMode, readOnly, ltr, problem, invalid, className, inputClassName, onFocus },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const problemId = `${inputId}-problem`;
  // Numbers and codes read left to right in right-to-left languages too.
  const leftToRight = ltr || inputMode === 'numeric' || inputMode === 'tel';
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={ref}
        id={inputId}
        name={name}
        type={type}
        className={inputClassName}
        autoComplete={autoComplete}
        inputMode={inputMode}
        dir={leftToRight ? 'ltr' : undefined}
        autoCapitalize="none"
        spellCheck={false}
        readOnly={readOnly}
        value={value}
        aria-invalid={problem || invalid ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        onFocus={onFocus}
      />
      {problem && (
        <span id={problemId} className="form-message">
          {problem}
        </span>
      )}
    </div>
  );
});
