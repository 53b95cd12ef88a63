import type { Size } from '../minigame/drag-math';
import type { MiniGameLoadResult, MiniGameRenderOptions, MiniGameScriptLoader, MiniGameSession, MiniGameViewport, MiniGameWidgetApi } from '../minigame/ports';

/** Test double: a widget that records what it was asked to do. */
export class RecordingMiniGameWidget<M> implements MiniGameWidgetApi<M> {
  readonly calls: string[] = [];
  rendered: { mount: M; options: MiniGameRenderOptions } | null = null;
  lastSession: MiniGameSession | null = null;

  render(mount: M, options: MiniGameRenderOptions): void {
    this.calls.push('render');
    this.rendered = { mount, options };
    this.lastSession = { token: options.token, language: options.language };
  }

  show(session: MiniGameSession): void {
    this.calls.push('show');
    this.lastSession = session;
  }

  hide(): void {
    this.calls.push('hide');
  }

  destroy(): void {
    this.calls.push('destroy');
  }
}

/** Test double: a script loader answering with the given widget (or failure), at once or when released. */
export class FakeMiniGameLoader<M> implements MiniGameScriptLoader<M> {
  readonly requested: string[] = [];
  private waiting: (() => void)[] = [];

  constructor(
    public result: MiniGameLoadResult<M>,
    private readonly manual = false,
  ) {}

  load(src: string): Promise<MiniGameLoadResult<M>> {
    this.requested.push(src);
    const answer = this.result;
    if (!this.manual) return Promise.resolve(answer);
    return new Promise((resolve) => this.waiting.push(() => resolve(answer)));
  }

  /** Answers the loads waiting so far. */
  release(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const answer of waiting) answer();
  }
}

/** Test double: viewport and widget sizes a test sets. */
export class FakeViewport implements MiniGameViewport {
  constructor(
    public screen: Size = { width: 400, height: 800 },
    public widget: Size = { width: 60, height: 60 },
  ) {}

  size(): Size {
    return this.screen;
  }

  widgetSize(): Size {
    return this.widget;
  }
}
