import { BehaviorSubject, type Observable } from 'rxjs';

/**
 * Whether an automatic login is under way (docs/decisions.md "Home while the remembered login signs in"): home shows
 * the member's frame meanwhile, not the guest's sign-in block, which a returning player would otherwise see for as
 * long as the vault, the key and the login call take.
 */
export class AutoLoginProgress {
  private attempts = 0;
  private readonly subject = new BehaviorSubject(false);
  readonly pending$: Observable<boolean> = this.subject.asObservable();

  get pending(): boolean {
    return this.subject.value;
  }

  /** Pending until every tracked attempt has settled, however it ends. */
  track<T>(attempt: Promise<T>): Promise<T> {
    this.change(+1);
    return attempt.finally(() => this.change(-1));
  }

  private change(by: number): void {
    this.attempts += by;
    const pending = this.attempts > 0;
    if (pending !== this.subject.value) this.subject.next(pending);
  }
}
