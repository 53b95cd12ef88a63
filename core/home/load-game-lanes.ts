import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { GAME_LANES_CALL } from '../http/home-calls';
import { decodeGameLanes, type GameLane } from './game-lanes';

export type GameLanesOutcome = { readonly kind: 'loaded'; readonly lanes: readonly GameLane[] } | { readonly kind: 'failed' };

/**
 * The home screen's game lanes (shell §7 "game lanes (response data.lanes)"). The request layer keeps a
 * successful answer for the session (catalogue: cacheable); a failure shows no notice (the home screen
 * says the games could not be loaded) and never throws.
 */
export class LoadGameLanes {
  constructor(private readonly api: ApiClient) {}

  async execute(): Promise<GameLanesOutcome> {
    try {
      const envelope = await this.api.get(endpoints.gameLanes, { query: GAME_LANES_CALL.query, alert: false });
      return { kind: 'loaded', lanes: decodeGameLanes(envelope) };
    } catch {
      return { kind: 'failed' };
    }
  }
}
