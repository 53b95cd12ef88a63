import { BehaviorSubject, type Observable } from 'rxjs';
import type { NoticeState } from '../notice/model';
import type { OpenPrompts } from '../notice/open-prompts';

/** 'closed': the prompt went away without an answer (logout, or another one replaced it). */
export type PushPromptAnswer = 'allow' | 'not-now' | 'closed';

/** The dialogs of the NoticeCenter (notices, confirms, action lists): modals too. */
export interface NoticeDialogs {
  readonly state: NoticeState;
  readonly state$: Observable<NoticeState>;
}

/**
 * The push-notification permission modal (player-journey §2) as core state: PushRegistration opens it,
 * src/push/push-permission-dialog.tsx renders `open$` and answers. Kept out of the push code's
 * lazy chunk so the UI can watch it from the start.
 *
 * Never over another modal (docs/decisions.md "Prompts: iOS install flow, push Not now, one modal at a time"): asked
 * while another prompt (OpenPrompts) or a NoticeCenter dialog is open, it waits until they are gone; shown, it holds its
 * place in OpenPrompts (so other prompts skip); another one opening meanwhile makes it step aside until
 * that one closes. It is asked once; only the answer settles it.
 */
export class PushPrompt {
  private readonly subject = new BehaviorSubject<boolean>(false);
  private pending: ((answer: PushPromptAnswer) => void) | null = null;
  private stopWatching: (() => void) | null = null;
  private release: (() => void) | null = null;

  readonly open$: Observable<boolean> = this.subject.asObservable();

  constructor(
    private readonly prompts: OpenPrompts,
    private readonly notices: NoticeDialogs,
  ) {}

  get open(): boolean {
    return this.subject.value;
  }

  /** Asked and not yet settled: shown, or waiting for another modal to close. */
  get asked(): boolean {
    return this.pending !== null;
  }

  /** Shows the modal when no other modal is open; resolves with the player's answer. */
  ask(): Promise<PushPromptAnswer> {
    this.settle('closed');
    return new Promise((resolve) => {
      this.pending = resolve;
      this.stopWatching = this.watchOtherModals((busy) => (busy ? this.stepAside() : this.show()));
    });
  }

  answer(answer: 'allow' | 'not-now'): void {
    if (this.open) this.settle(answer);
  }

  close(): void {
    this.settle('closed');
  }

  /** Calls `changed` with whether another modal is open: now, then at every change (both read as they are now). */
  private watchOtherModals(changed: (busy: boolean) => void): () => void {
    const update = () => changed(this.prompts.anotherOpen('push-permission') || this.notices.state.dialogs.length > 0);
    const prompts = this.prompts.open$.subscribe(update);
    const notices = this.notices.state$.subscribe(update);
    return () => {
      prompts.unsubscribe();
      notices.unsubscribe();
    };
  }

  private show(): void {
    if (this.open) return;
    // Open first: claiming tells the watcher, which must find it shown already.
    this.subject.next(true);
    // A modal opened by a watcher of the opening or of the claim sends it aside: aside, it holds no claim.
    const release = this.prompts.claim('push-permission');
    if (this.open) this.release = release;
    else release();
  }

  private stepAside(): void {
    if (!this.open) return;
    this.subject.next(false);
    this.release?.();
    this.release = null;
  }

  private settle(answer: PushPromptAnswer): void {
    const pending = this.pending;
    this.pending = null;
    this.stopWatching?.();
    this.stopWatching = null;
    this.stepAside();
    pending?.(answer);
  }
}
