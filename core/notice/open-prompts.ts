import { BehaviorSubject, type Observable } from 'rxjs';

/**
 * The overlays that count as "a prompt" for shell §4 "The modal is skipped if another prompt is already
 * open" and player-journey §4 "Skipped when another prompt is open".
 */
export type PromptName =
  | 'add-to-home-screen'
  | 'app-download'
  | 'app-upgrade'
  | 'update-alert'
  | 'domain-notice'
  | 'push-permission'
  | 'announcement-popup'
  | 'download-image';

/** Which prompts are open now. A prompt claims its place when it opens and releases it when it closes. */
export class OpenPrompts {
  private readonly subject = new BehaviorSubject<ReadonlySet<PromptName>>(new Set());

  readonly open$: Observable<ReadonlySet<PromptName>> = this.subject.asObservable();

  get open(): ReadonlySet<PromptName> {
    return this.subject.value;
  }

  /** Marks `name` open; the returned function closes it (calling it twice does nothing more). */
  claim(name: PromptName): () => void {
    this.update((open) => open.add(name));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.update((open) => open.delete(name));
    };
  }

  /** True when a prompt other than `self` is open. */
  anotherOpen(self: PromptName): boolean {
    for (const name of this.subject.value) if (name !== self) return true;
    return false;
  }

  private update(change: (open: Set<PromptName>) => void): void {
    const next = new Set(this.subject.value);
    change(next);
    this.subject.next(next);
  }
}
