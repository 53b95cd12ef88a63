import { BehaviorSubject, type Observable } from 'rxjs';
import type { CopyLinkOutcome, DownloadImageFlow, DownloadImageState } from '../../core/download-image/download-image-flow';
import { findRoute } from '../../core/routing/route-table';

type Flow = Pick<DownloadImageFlow, 'state$' | 'enter' | 'save' | 'close' | 'copyLink'>;

/**
 * The download-image flow as the UI uses it, with its code downloaded on the first visit to a home path
 * (shell §2: the popup shows only there). Until then, and if the download fails, the state is hidden.
 */
export class LazyDownloadImageFlow {
  private readonly subject = new BehaviorSubject<DownloadImageState>({ kind: 'hidden' });
  readonly state$: Observable<DownloadImageState> = this.subject.asObservable();
  private flow: Flow | null = null;
  private loading = false;
  private path = '';

  constructor(private readonly load: () => Promise<Flow>) {}

  get state(): DownloadImageState {
    return this.subject.value;
  }

  /** Call on every route change with the page's path. */
  enter(path: string): void {
    this.path = path;
    if (this.flow) return this.flow.enter(path);
    if (this.loading || findRoute(path)?.id !== 'home') return;
    this.loading = true;
    this.load().then(
      (flow) => {
        this.flow = flow;
        flow.state$.subscribe((state) => this.subject.next(state));
        flow.enter(this.path);
      },
      () => {
        this.loading = false; // tried again on the next home visit
      },
    );
  }

  save(): void {
    this.flow?.save();
  }

  close(): void {
    this.flow?.close();
  }

  copyLink(): Promise<CopyLinkOutcome> {
    return this.flow ? this.flow.copyLink() : Promise.resolve('unavailable');
  }
}
