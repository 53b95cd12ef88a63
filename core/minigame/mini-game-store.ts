import { BehaviorSubject, Subject, type Observable, type Subscription } from 'rxjs';
import type { Cancel, Clock, Scheduler } from '../runtime/ports';
import { ClickDebounce } from './click-debounce';
import { clampPosition, draggedPosition, initialPosition, isTap, type Anchor, type Point, type Position, type Size } from './drag-math';
import { isMiniGameVisible, type MiniGameTarget } from './mini-game-script';
import type { MiniGameScriptLoader, MiniGameViewport, MiniGameWidgetApi } from './ports';

/** §9 "bounds poll every 250 ms". */
export const BOUNDS_POLL_MS = 250;

export type MiniGameStatus = 'hidden' | 'loading' | 'shown' | 'failed';

/** What the UI renders: the container is visible only while `shown`; `position` is its top-left corner. */
export interface MiniGameView {
  readonly status: MiniGameStatus;
  readonly position: Position | null;
}

export type Gesture = 'tap' | 'drag' | 'none';

export interface MiniGameStoreDeps<M> {
  readonly target$: Observable<MiniGameTarget>;
  readonly loader: MiniGameScriptLoader<M>;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly merchant: string;
  readonly language: () => string;
}

interface Mount<M> {
  readonly element: M;
  readonly viewport: MiniGameViewport;
  readonly anchor: Anchor;
}

/** Where the container stands and the sizes it was last kept inside; the first measure places it. */
interface Placement {
  readonly position: Position;
  readonly viewport: Size;
  readonly widget: Size;
}

interface Drag {
  readonly from: Point;
  readonly start: Position;
  dragging: boolean;
}

const sameSize = (a: Size, b: Size): boolean => a.width === b.width && a.height === b.height;

/**
 * The mini-game widget (player-journey §4 "shown only while a member is logged in and hidden when logged
 * out. The script loads once; the widget is rendered once and then shown or hidden."): hidden → loading →
 * shown (or failed), then shown ⇄ hidden with the session. A failed load is tried again when another
 * token appears. While shown, the bounds are polled every 250 ms and the position is kept inside.
 */
export class MiniGameStore<M> {
  private readonly subject = new BehaviorSubject<MiniGameView>({ status: 'hidden', position: null });
  readonly view$: Observable<MiniGameView> = this.subject.asObservable();
  private readonly closedSubject = new Subject<void>();
  /** The player closed the widget's panel (the UI gives the container the focus back). */
  readonly closed$: Observable<void> = this.closedSubject.asObservable();

  private readonly debounce: ClickDebounce;
  private target: MiniGameTarget = { script: null, token: null };
  private mount: Mount<M> | null = null;
  private widget: MiniGameWidgetApi<M> | null = null;
  private renderedInto: M | null = null;
  /** The token the widget last got (render or show). */
  private shownToken: string | null = null;
  private loading = false;
  private failedToken: string | null = null;
  private moved = false;
  private placement: Placement | null = null;
  private drag: Drag | null = null;
  private cancelPoll: Cancel | null = null;

  constructor(private readonly deps: MiniGameStoreDeps<M>) {
    this.debounce = new ClickDebounce(deps.clock);
  }

  get view(): MiniGameView {
    return this.subject.value;
  }

  /** Follows the session and the flags; the returned function stops following (the widget stays as it is). */
  start(): () => void {
    const subscription: Subscription = this.deps.target$.subscribe((target) => {
      this.target = target;
      this.update();
    });
    return () => {
      subscription.unsubscribe();
      this.stopPoll();
    };
  }

  /** The container the widget draws into; the returned function lets it go (another mount re-renders). */
  attach(element: M, viewport: MiniGameViewport, anchor: Anchor = {}): () => void {
    const mount: Mount<M> = { element, viewport, anchor };
    this.mount = mount;
    this.update();
    return () => {
      if (this.mount !== mount) return;
      this.mount = null;
      this.stopPoll();
    };
  }

  /** Measures now (the UI calls it once the container is laid out) instead of waiting for the poll. */
  measure(): void {
    const mount = this.mount;
    if (this.view.status !== 'shown' || !mount) return;
    const viewport = mount.viewport.size();
    const widget = mount.viewport.widgetSize();
    const last = this.placement;
    if (last && sameSize(last.viewport, viewport) && sameSize(last.widget, widget)) return;
    const position = this.moved && last ? clampPosition(last.position, widget, viewport) : initialPosition(mount.anchor, widget, viewport);
    this.place({ position, viewport, widget });
  }

  /** Keyboard moves (arrow keys): by a step, kept inside. */
  moveBy(dx: number, dy: number): void {
    const last = this.placement;
    if (this.view.status !== 'shown' || !last || !this.mount) return;
    this.moved = true;
    const { left, top } = last.position;
    this.place({ ...last, position: clampPosition({ left: left + dx, top: top + dy }, last.widget, last.viewport) });
  }

  pointerDown(point: Point): void {
    const last = this.placement;
    this.drag = this.view.status === 'shown' && last ? { from: point, start: last.position, dragging: false } : null;
  }

  /** True while the pointer drags the container (it moved 2 px or more since going down). */
  pointerMove(point: Point): boolean {
    const drag = this.drag;
    const last = this.placement;
    if (!drag || !last) return false;
    if (!drag.dragging && isTap(drag.from, point)) return false;
    drag.dragging = true;
    this.dragTo(drag, point, last);
    return true;
  }

  /** §4 "movement under 2 px counts as a tap"; a drag also starts the click debounce. */
  pointerUp(point: Point): Gesture {
    const drag = this.drag;
    const last = this.placement;
    if (!drag || !last) return 'none';
    this.drag = null;
    if (!drag.dragging && isTap(drag.from, point)) return 'tap';
    if (!drag.dragging) this.dragTo(drag, point, last);
    this.debounce.dragEnded();
    return 'drag';
  }

  pointerCancel(): void {
    if (this.drag?.dragging) this.debounce.dragEnded();
    this.drag = null;
  }

  /** Whether a click on the widget counts (§9 "drag click debounce 250 ms"). */
  allowClick(): boolean {
    return this.debounce.accept();
  }

  /** Moves by the pointer's movement since the press, kept inside the sizes last measured. */
  private dragTo(drag: Drag, point: Point, last: Placement): void {
    this.moved = true;
    this.place({ ...last, position: draggedPosition(drag.start, drag.from, point, last.widget, last.viewport) });
  }

  private update(): void {
    const target = this.target;
    const mount = this.mount;
    if (!isMiniGameVisible(target) || !mount) return this.hide();
    const { script, token } = target;
    if (this.failedToken === token) return this.setStatus('failed');
    if (!this.widget) return this.load(script, token);
    const session = { token, language: this.deps.language() };
    if (this.renderedInto !== mount.element) {
      if (this.renderedInto !== null) this.widget.destroy();
      this.widget.render(mount.element, { ...session, merchant: this.deps.merchant, onClose: () => this.closedSubject.next() });
      this.renderedInto = mount.element;
    } else if (this.view.status !== 'shown' || this.shownToken !== token) {
      this.widget.show(session);
    }
    this.shownToken = token;
    this.setStatus('shown');
    this.measure();
    this.startPoll();
  }

  private hide(): void {
    this.stopPoll();
    this.drag = null;
    if (this.view.status === 'shown' && this.widget) this.widget.hide();
    this.setStatus('hidden');
  }

  private load(script: string, token: string): void {
    this.setStatus('loading');
    if (this.loading) return;
    this.loading = true;
    void this.deps.loader.load(script).then((result) => {
      this.loading = false;
      if (result.ok) this.widget = result.widget;
      else this.failedToken = token;
      this.update();
    });
  }

  private startPoll(): void {
    if (this.cancelPoll) return;
    this.cancelPoll = this.deps.scheduler.after(BOUNDS_POLL_MS, () => {
      this.cancelPoll = null;
      if (this.view.status !== 'shown' || !this.mount) return;
      this.measure();
      this.startPoll();
    });
  }

  private stopPoll(): void {
    this.cancelPoll?.();
    this.cancelPoll = null;
  }

  private setStatus(status: MiniGameStatus): void {
    if (status !== this.view.status) this.subject.next({ ...this.view, status });
  }

  private place(placement: Placement): void {
    this.placement = placement;
    const { position } = placement;
    const current = this.view.position;
    if (current && current.left === position.left && current.top === position.top) return;
    this.subject.next({ ...this.view, position });
  }
}
