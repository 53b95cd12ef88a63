import type { ApiClient } from '../http/api-client';
import { isAuthFailure } from '../http/classify-failure';
import { endpoints } from '../http/endpoints';
import { RequestFailure } from '../http/model';
import { pathOf } from '../routing/route-table';
import type { AppNavigator } from '../runtime/ports';
import { gameBackUrl } from './back-url';
import { decodeGameUrl } from './game-url';
import type { LaunchOutcome } from './launch-outcome';
import { launchPayload, type LaunchQuery } from './launch-query';

export interface LaunchGameRequest {
  readonly query: LaunchQuery;
  /** The game window's title (the translated site name). */
  readonly title: string;
  /** The app's origin: the backUrl rule and a same-origin gameUrl are read against it. */
  readonly origin: string;
}

export interface LaunchGameDeps {
  readonly api: ApiClient;
  readonly appNavigator: AppNavigator;
  /** The session holds a token. */
  readonly signedIn: () => boolean;
  /** STARTGAMEINAPP3, once the shared config has loaded. */
  readonly gameInAppOption: () => Promise<boolean>;
  /** The page runs inside the native app (shell §1 run modes). */
  readonly inNativeApp: () => boolean;
  readonly language: () => string;
  /** The member's VIP label name, when known. */
  readonly labelName: () => string | null;
}

/** The outcome of a failed launch or trial call: a timeout, a logout, or the server's refusal. */
export function failedLaunch(error: unknown): LaunchOutcome {
  if (!(error instanceof RequestFailure)) return { kind: 'failed', reason: 'request-failed', message: null };
  if (error.failureCause === 'timeout') return { kind: 'timed-out' };
  if (isAuthFailure(error.status, error.response)) return { kind: 'failed', reason: 'session-ended', message: null };
  return { kind: 'failed', reason: 'request-failed', message: error.failureCause === 'business' ? (error.serverMessage ?? null) : null };
}

/**
 * The lottery launch (player-journey §7 POST /wps/game/launchGame; 10 s timeout from the catalogue).
 * The call runs with alerts off: the game view shows the failure itself, with a retry; the request
 * layer still handles an ended session (shell §8).
 */
export class LaunchGame {
  constructor(private readonly deps: LaunchGameDeps) {}

  async execute(request: LaunchGameRequest): Promise<LaunchOutcome> {
    if (!this.deps.signedIn()) {
      this.deps.appNavigator.goTo(pathOf('login'));
      return { kind: 'login-required' };
    }
    // player-journey §5: with STARTGAMEINAPP3 on the game requires the app, unless the page already runs inside it.
    if ((await this.deps.gameInAppOption()) && !this.deps.inNativeApp()) return { kind: 'app-required' };

    const body = launchPayload(request.query, {
      language: this.deps.language(),
      title: request.title,
      labelName: this.deps.labelName(),
      backUrl: gameBackUrl(request.query.backUrl, request.origin),
    });
    let value: unknown;
    try {
      value = (await this.deps.api.post(endpoints.launchGame, body, { alert: false })).value;
    } catch (error) {
      return failedLaunch(error);
    }
    const gameUrl = decodeGameUrl(value, request.origin);
    return gameUrl ? { kind: 'launched', gameUrl } : { kind: 'failed', reason: 'no-game-url', message: null };
  }
}
