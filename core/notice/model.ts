/** Text for the UI: a translation key (with values) or a server's own words shown as they are. */
export type Text =
  | { readonly key: string; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly raw: string };

export const text = (key: string, values?: Record<string, string | number>): Text =>
  values ? { key, values } : { key };
export const rawText = (raw: string): Text => ({ raw });

export interface MessageDialog {
  readonly id: number;
  readonly kind: 'notice' | 'confirm';
  readonly title: Text;
  readonly message: Text;
  /** The confirm button's label; notices have only this one. */
  readonly confirmLabel: Text;
  readonly cancelLabel?: Text;
  /** Escape and the close button dismiss it. */
  readonly closable: boolean;
}

export interface ChoiceOption {
  readonly label: Text;
}

/** An action list: one button per option and a cancel button (e.g. several customer-service entries). */
export interface ChoiceDialog {
  readonly id: number;
  readonly kind: 'choice';
  readonly title: Text;
  /** The title again, so code that lists dialog messages still sees what the list is about. */
  readonly message: Text;
  readonly options: readonly ChoiceOption[];
  readonly cancelLabel: Text;
  readonly closable: boolean;
}

export type Dialog = MessageDialog | ChoiceDialog;

export type ToastKind = 'message' | 'loading';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: Text;
}

export interface NoticeState {
  /** The first is on screen; the rest wait their turn. */
  readonly dialogs: readonly Dialog[];
  readonly toasts: readonly Toast[];
}
