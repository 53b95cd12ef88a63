import type { ChoiceOption, Text } from './model';

export interface NoticeOptions {
  readonly title?: Text;
  readonly confirmLabel?: Text;
  readonly closable?: boolean;
}

export interface ConfirmOptions extends NoticeOptions {
  readonly cancelLabel?: Text;
}

/** Core asks for notices, toasts and confirms; the UI decides how they look. */
export interface Notifier {
  /** Resolves when the player dismisses it. */
  notice(message: Text, options?: NoticeOptions): Promise<void>;
  /** Resolves true on confirm, false on cancel or dismiss. */
  confirm(message: Text, options?: ConfirmOptions): Promise<boolean>;
  toast(message: Text, durationMs: number): void;
  /** A busy indicator; the returned function hides it. */
  showLoading(message: Text): () => void;
  dismissLoadingToasts(): void;
  /** An action list: resolves the chosen option's index, or null on cancel or dismiss. */
  choose(title: Text, options: readonly ChoiceOption[]): Promise<number | null>;
}

