import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { decodeGameUrl } from './game-url';
import { failedLaunch } from './launch-game';
import type { LaunchOutcome } from './launch-outcome';

/** player-journey §7 "platform (default html5)". */
export const DEFAULT_TRIAL_PLATFORM = 'html5';

export interface TrialLaunchRequest {
  readonly gameId: string;
  readonly nodeId?: string | null;
  readonly platform?: string | null;
  readonly origin: string;
}

/**
 * A trial game (player-journey §7 GET /wps/relay/GCS_gameTrialLaunch: gameId, nodeId, platform html5; no
 * token, so guests may try). "The synchronous variant adds Merchant and Language headers": ours is that
 * variant, the one awaited before the view opens; the request layer sends Merchant and Language on every
 * call anyway (docs/decisions.md "Game launch and the game view").
 */
export class TrialLaunch {
  constructor(private readonly api: ApiClient) {}

  async execute(request: TrialLaunchRequest): Promise<LaunchOutcome> {
    const gameId = request.gameId.trim();
    if (gameId === '') return { kind: 'failed', reason: 'request-failed', message: null };
    const query = {
      gameId,
      ...(request.nodeId?.trim() ? { nodeId: request.nodeId.trim() } : {}),
      platform: request.platform?.trim() || DEFAULT_TRIAL_PLATFORM,
    };
    let value: unknown;
    try {
      value = (await this.api.get(endpoints.gameTrialLaunch, { query, alert: false })).value;
    } catch (error) {
      return failedLaunch(error);
    }
    const gameUrl = decodeGameUrl(value, request.origin);
    return gameUrl ? { kind: 'launched', gameUrl } : { kind: 'failed', reason: 'no-game-url', message: null };
  }
}
