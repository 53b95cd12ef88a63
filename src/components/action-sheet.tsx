import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

interface ActionSheetProps {
  readonly title: string;
  readonly options: readonly string[];
  readonly cancelLabel: string;
  readonly onChoose: (index: number) => void;
  /** The cancel button and Escape. */
  readonly onCancel: () => void;
}

/** An action list as a modal dialog: one button per option, then Cancel; focus stays inside. */
export function ActionSheet({ title, options, cancelLabel, onChoose, onCancel }: ActionSheetProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const buttons = Array.from(panel.current.querySelectorAll<HTMLElement>('button'));
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal-backdrop action-sheet-backdrop" style={{ alignItems: 'flex-end' }}>
      <div
        ref={panel}
        className="modal-panel action-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        <ul aria-labelledby={titleId} style={{ listStyle: 'none', margin: '0 0 12px', padding: 0, display: 'grid', gap: 8 }}>
          {options.map((label, index) => (
            <li key={index}>
              <button type="button" className="button secondary" style={{ width: '100%' }} onClick={() => onChoose(index)}>
                {label}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="button primary" style={{ width: '100%' }} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
