import { BehaviorSubject, type Observable } from 'rxjs';

/** 'closed': the prompt went away without an answer (logout, or another one replaced it). */
export type PushPromptAnswer = 'allow' | 'not-now' | 'closed';

/**
 * The push-notification permission modal (player-journey §2) as core state: PushRegistration opens it,
 * src/components/push-permission-dialog.tsx renders `open$` and answers. Kept out of the push code's
 * lazy chunk so the UI can watch it from the start.
 */
export class PushPrompt {
  private readonly subject = new BehaviorSubject<boolean>(false);
  private pending: ((answer: PushPromptAnswer) => void) | null = null;

  readonly open$: Observable<boolean> = this.subject.asObservable();

  get open(): boolean {
    return this.subject.value;
  }

  /** Shows the modal; resolves with the player's answer. */
  ask(): Promise<PushPromptAnswer> {
    this.settle('closed');
    return new Promise((resolve) => {
      this.pending = resolve;
      this.subject.next(true);
    });
  }

  answer(answer: 'allow' | 'not-now'): void {
    this.settle(answer);
  }

  close(): void {
    this.settle('closed');
  }

  private settle(answer: PushPromptAnswer): void {
    const pending = this.pending;
    this.pending = null;
    if (this.subject.value) this.subject.next(false);
    pending?.(answer);
  }
}
