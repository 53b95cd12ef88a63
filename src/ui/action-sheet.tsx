import { ModalDialog } from './modal-dialog';

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
  return (
    <ModalDialog role="dialog" title={title} onDismiss={onCancel} layout="list">
      <ul className="option-list" aria-label={title}>
        {options.map((label, index) => (
          <li key={index}>
            <button type="button" className="list-option" onClick={() => onChoose(index)}>
              {label}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
    </ModalDialog>
  );
}
