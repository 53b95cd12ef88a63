import { BehaviorSubject, type Observable } from 'rxjs';
import type { CaptchaRequest, CaptchaWidget, CaptchaWidgetOutcome } from '../../core/captcha/ports';
import type { Clock } from '../../core/runtime/ports';
import { mockV3Proof, mockV4Proof, targetOf } from './mock-proof';

/** How close to the gap a release counts (share of the track) (docs/decisions.md "Mock captcha"). */
export const SLIDER_TOLERANCE = 0.05;
/** A slide finished in less than this is 'verify geetest too fast' (player-journey §5). */
export const TOO_FAST_MS = 300;

/** The slider on screen: where its gap is (0 to 1 of the track). */
export interface SliderChallenge {
  readonly id: number;
  readonly scene: CaptchaRequest['scene'];
  readonly language: string;
  readonly target: number;
  readonly tolerance: number;
}

/** What a release did: solved and too_fast close the slider; missed leaves it open for another try. */
export type SliderRelease = 'solved' | 'too_fast' | 'missed' | 'none';

interface Pending {
  readonly challenge: SliderChallenge;
  readonly request: CaptchaRequest;
  readonly lotNumber: string;
  readonly openedAt: number;
  startedAt: number | null;
  readonly resolve: (outcome: CaptchaWidgetOutcome) => void;
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The mock-mode captcha (docs/decisions.md "Captcha": the project's own slider, so the whole flow runs
 * offline): a port the UI drives. `pending$` carries the slider to show; the component calls `start()` when the
 * player begins to slide, `release(position)` when they let go and `cancel()` when they close it.
 */
export class SliderCaptchaWidget implements CaptchaWidget {
  private readonly subject = new BehaviorSubject<SliderChallenge | null>(null);
  private pending: Pending | null = null;
  private nextId = 1;

  readonly pending$: Observable<SliderChallenge | null> = this.subject.asObservable();

  constructor(
    private readonly clock: Clock,
    private readonly lotNumber: () => string = () => randomHex(16),
  ) {}

  get current(): SliderChallenge | null {
    return this.subject.value;
  }

  solve(request: CaptchaRequest): Promise<CaptchaWidgetOutcome> {
    // A newer captcha replaces one still open: the old request ends as closed.
    this.finish({ kind: 'failed', reason: 'verify_first' });
    const lotNumber = this.lotNumber();
    const challenge: SliderChallenge = {
      id: this.nextId++,
      scene: request.scene,
      language: request.language,
      target: targetOf(request.version === 'v3' ? request.challenge : lotNumber),
      tolerance: SLIDER_TOLERANCE,
    };
    return new Promise((resolve) => {
      this.pending = { challenge, request, lotNumber, openedAt: this.clock.now(), startedAt: null, resolve };
      this.subject.next(challenge);
    });
  }

  /** The player touched the thumb (or pressed an arrow key) for the first time. */
  start(): void {
    if (this.pending && this.pending.startedAt === null) this.pending.startedAt = this.clock.now();
  }

  /** The player let go at `position` (0 to 1 of the track). */
  release(position: number): SliderRelease {
    const pending = this.pending;
    if (!pending) return 'none';
    if (Math.abs(position - pending.challenge.target) > pending.challenge.tolerance) {
      pending.startedAt = null;
      return 'missed';
    }
    const elapsed = this.clock.now() - (pending.startedAt ?? pending.openedAt);
    if (elapsed < TOO_FAST_MS) {
      this.finish({ kind: 'failed', reason: 'too_fast' });
      return 'too_fast';
    }
    const { request } = pending;
    const proof =
      request.version === 'v3' ? mockV3Proof(request.challenge) : mockV4Proof(pending.lotNumber, Math.floor(this.clock.now() / 1000));
    this.finish({ kind: 'solved', proof });
    return 'solved';
  }

  /** The close button or Escape: verify_first (player-journey §5). */
  cancel(): void {
    this.finish({ kind: 'failed', reason: 'verify_first' });
  }

  private finish(outcome: CaptchaWidgetOutcome): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    this.subject.next(null);
    pending.resolve(outcome);
  }
}
