import { BehaviorSubject, type Observable } from 'rxjs';
import type { Scheduler } from '../runtime/ports';
import { text, type ChoiceDialog, type ChoiceOption, type MessageDialog, type NoticeState, type Text, type Toast } from './model';
import type { ConfirmOptions, NoticeOptions, Notifier } from './ports';

/**
 * The one place notices, confirms and toasts live. Core calls it through the Notifier port;
 * the UI renders `state$` and answers with `resolve`. A late subscriber still gets the current state.
 */
export class NoticeCenter implements Notifier {
  private readonly subject = new BehaviorSubject<NoticeState>({ dialogs: [], toasts: [] });
  private readonly answers = new Map<number, ((answer: boolean | number) => void)[]>();
  private nextId = 1;

  readonly state$: Observable<NoticeState> = this.subject.asObservable();

  constructor(private readonly scheduler: Scheduler) {}

  get state(): NoticeState {
    return this.subject.value;
  }

  /**
   * A notice the same as one already waiting (several calls failing at once offline, say) is not queued again:
   * the player confirms it once, and every caller's promise settles with it.
   */
  notice(message: Text, options: NoticeOptions = {}): Promise<void> {
    const dialog = {
      kind: 'notice' as const,
      message,
      title: options.title ?? text('notice'),
      confirmLabel: options.confirmLabel ?? text('confirm'),
      closable: options.closable ?? true,
    };
    const same = this.subject.value.dialogs.find((open) => sameNotice(open, dialog));
    return (same ? this.awaitAnswer(same.id) : this.open(dialog)).then(() => undefined);
  }

  confirm(message: Text, options: ConfirmOptions = {}): Promise<boolean> {
    return this.open({
      kind: 'confirm',
      message,
      title: options.title ?? text('notice'),
      confirmLabel: options.confirmLabel ?? text('confirm'),
      cancelLabel: options.cancelLabel ?? text('cancel'),
      closable: options.closable ?? true,
    }).then((answer) => answer === true);
  }

  choose(title: Text, options: readonly ChoiceOption[]): Promise<number | null> {
    return this.open({ kind: 'choice', title, message: title, options, cancelLabel: text('cancel'), closable: true }).then(
      (answer) => (typeof answer === 'number' && answer >= 0 && answer < options.length ? answer : null),
    );
  }

  toast(message: Text, durationMs: number): void {
    const id = this.addToast('message', message);
    this.scheduler.after(durationMs, () => this.removeToast(id));
  }

  showLoading(message: Text): () => void {
    const id = this.addToast('loading', message);
    return () => this.removeToast(id);
  }

  dismissLoadingToasts(): void {
    const { toasts } = this.subject.value;
    if (!toasts.some((t) => t.kind === 'loading')) return;
    this.update({ toasts: toasts.filter((t) => t.kind !== 'loading') });
  }

  /** The UI's answer to the dialog on screen; on a choice dialog it means cancel (null). */
  resolve(id: number, confirmed: boolean): void {
    this.settle(id, confirmed);
  }

  /** The UI's answer to a choice dialog: the chosen option's index, or null for cancel. */
  resolveChoice(id: number, index: number | null): void {
    this.settle(id, index ?? false);
  }

  private settle(id: number, value: boolean | number): void {
    const waiting = this.answers.get(id);
    if (!waiting) return;
    this.answers.delete(id);
    this.update({ dialogs: this.subject.value.dialogs.filter((d) => d.id !== id) });
    for (const answer of waiting) answer(value);
  }

  private open(dialog: Omit<MessageDialog, 'id'> | Omit<ChoiceDialog, 'id'>): Promise<boolean | number> {
    // Stryker disable next-line UpdateOperator: equivalent, counting down gives ids as unique as counting up
    const id = this.nextId++;
    return new Promise<boolean | number>((resolve) => {
      this.answers.set(id, [resolve]);
      this.update({ dialogs: [...this.subject.value.dialogs, { ...dialog, id }] });
    });
  }

  private awaitAnswer(id: number): Promise<boolean | number> {
    // Stryker disable next-line OptionalChaining: equivalent, awaitAnswer is only called for a dialog on screen, whose answers are always held
    return new Promise<boolean | number>((resolve) => this.answers.get(id)?.push(resolve));
  }

  private addToast(kind: Toast['kind'], message: Text): number {
    const id = this.nextId++;
    this.update({ toasts: [...this.subject.value.toasts, { id, kind, message }] });
    return id;
  }

  private removeToast(id: number): void {
    const { toasts } = this.subject.value;
    if (!toasts.some((t) => t.id === id)) return;
    this.update({ toasts: toasts.filter((t) => t.id !== id) });
  }

  private update(patch: Partial<NoticeState>): void {
    this.subject.next({ ...this.subject.value, ...patch });
  }
}

/** A text's identity: server words by their characters, a translation by its key and values. */
const textIdentity = (t: Text): string => ('raw' in t ? `raw:${t.raw}` : `key:${t.key}:${JSON.stringify(t.values ?? {})}`);
const sameText = (a: Text, b: Text): boolean => textIdentity(a) === textIdentity(b);

function sameNotice(open: MessageDialog | ChoiceDialog, wanted: Omit<MessageDialog, 'id'>): boolean {
  return (
    open.kind === 'notice' &&
    open.closable === wanted.closable &&
    sameText(open.message, wanted.message) &&
    sameText(open.title, wanted.title) &&
    sameText(open.confirmLabel, wanted.confirmLabel)
  );
}
