import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';

interface ModalDialogProps {
  readonly title: string;
  /** The dialog's description; absent when the content describes itself (a list to choose from). */
  readonly message?: string;
  /** alertdialog for notices that need an answer, dialog otherwise. */
  readonly role: 'dialog' | 'alertdialog';
  /** Escape calls it; absent when the dialog cannot be dismissed. */
  readonly onDismiss?: () => void;
  readonly children: ReactNode;
  /** 'list' stacks the controls in a scrolling column (choices); 'row' lines up dialog buttons. */
  readonly layout?: 'row' | 'list';
}

/** A modal with a focus trap: focus moves in on open, Tab cycles inside, focus returns on close. */
export function ModalDialog({ title, message, role, onDismiss, children, layout = 'row' }: ModalDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const trap = useFocusTrap<HTMLDivElement>(onDismiss);

  // In a portal on <body>: a dialog opened from the sticky header must cover the whole screen.
  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={trap.ref}
        className="modal-panel"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
        onKeyDown={trap.onKeyDown}
      >
        <h2 id={titleId} className="modal-title" dir="auto">
          {title}
        </h2>
        {message && (
          <p id={messageId} className="modal-message" dir="auto">
            {message}
          </p>
        )}
        <div className={layout === 'list' ? 'modal-list' : 'modal-actions'}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
