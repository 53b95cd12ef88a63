import { useId, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icons';
import { useFocusTrap } from './use-focus-trap';
import './bottom-sheet.css';

interface BottomSheetProps {
  readonly title: string;
  /** The close button's accessible name (translated). */
  readonly closeLabel: string;
  /** The close button, Escape and a tap on the dimmed page above the sheet. */
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A modal sheet anchored to the bottom edge that slides up (shell §2 "slide-up list"; none with reduced motion):
 * a header with its title and a close button, the content scrolling below; focus stays inside.
 */
export function BottomSheet({ title, closeLabel, onClose, children }: BottomSheetProps) {
  const titleId = useId();
  const trap = useFocusTrap<HTMLDivElement>(onClose);
  const onScrim = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  // In a portal on <body>, like ModalDialog: above the sticky header and the footer.
  return createPortal(
    <div className="sheet-backdrop" onClick={onScrim}>
      <div ref={trap.ref} className="sheet-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={trap.onKeyDown}>
        <div className="sheet-header">
          <h2 id={titleId} className="sheet-title" dir="auto">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <div className="sheet-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
