import type { ManualTime } from './manual-scheduler';
import type { ExternalLinkOpener, PathDecoder, SupportWidget, SupportWidgetLoader } from '../customer-service/ports';

// Test doubles of the customer-service ports (unit tests and cucumber steps).

export class RecordingLinkOpener implements ExternalLinkOpener {
  readonly opened: string[] = [];
  open(url: string): void {
    this.opened.push(url);
  }
}

/** Paths of the form `enc:{plain}{8-character key}`; anything else does not decrypt. */
export class FakePathDecoder implements PathDecoder {
  static encode(plain: string): string {
    return `enc:${plain}KEY12345`;
  }
  decode(path: string): Promise<string | null> {
    return Promise.resolve(path.startsWith('enc:') && path.length > 12 ? path.slice(4, -8) : null);
  }
}

/** A widget page on a hand-driven clock: the script "runs" a set time after injection, or never. */
export class FakeWidgetLoader implements SupportWidgetLoader {
  readonly log: string[] = [];
  /** ms after injection until the widget is ready; null: never. */
  readyAfterInjectMs: number | null = 0;
  private readonly start: number;
  private injectedAt: number | null = null;

  constructor(private readonly time: ManualTime) {
    this.start = time.now();
  }

  inject(widget: SupportWidget): void {
    this.injectedAt = this.time.now();
    this.log.push(`inject ${widget.scriptUrl} @${this.elapsed()}`);
  }
  isReady(): boolean {
    if (this.injectedAt === null || this.readyAfterInjectMs === null) return false;
    return this.time.now() - this.injectedAt >= this.readyAfterInjectMs;
  }
  open(widget: SupportWidget): void {
    this.log.push(`open ${widget.csType} @${this.elapsed()}`);
  }
  get injections(): number {
    return this.log.filter((line) => line.startsWith('inject')).length;
  }
  private elapsed(): number {
    return this.time.now() - this.start;
  }
}
