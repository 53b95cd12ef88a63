import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

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
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onDismiss) {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // In a portal on <body>: a dialog opened from the sticky header must cover the whole screen.
  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={panel}
        className="modal-panel"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
        onKeyDown={onKeyDown}
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
