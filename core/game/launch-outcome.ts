/** How a launch (lottery or trial) ends; the game view renders each. */
export type LaunchOutcome =
  | { readonly kind: 'launched'; readonly gameUrl: string }
  /** No session: the player was sent to /m/login (shell §5 "Game and lottery launches require a login"). */
  | { readonly kind: 'login-required' }
  /** STARTGAMEINAPP3 is on outside the app: the download-the-app-and-reopen message, nothing asked (player-journey §5). */
  | { readonly kind: 'app-required' }
  /** No answer within the call's timeout: the timeout_retry_please message and a retry (player-journey §8). */
  | { readonly kind: 'timed-out' }
  /**
   * request-failed: the server refused (message: its text, when it sent one) or the call failed otherwise.
   * no-game-url: the answer held no http(s) or same-origin gameUrl.
   * session-ended: the request layer logged the player out and asked them to log in.
   */
  | { readonly kind: 'failed'; readonly reason: 'request-failed' | 'no-game-url' | 'session-ended'; readonly message: string | null };
