import type { Container } from 'inversify';
import { TOKENS } from '../../adapters/composition/tokens';
import { mayaEnv, mayaSessionId } from '../../core/identity/maya-session-id';
import type { AppNavigator } from '../../core/runtime/ports';

/**
 * Maya login at boot (player-journey §3 "Maya login"; docs/decisions.md "Sign-in screens: captcha, social buttons,
 * one-tap, binding"): a `sessionId` in the
 * page's query signs the player in through POST /wps/session/login/maya, then home; a refusal is shown.
 * Without one nothing is downloaded.
 */
export function startMayaLogin(container: Container, navigator: AppNavigator, search: string): void {
  const sessionId = mayaSessionId(search);
  if (!sessionId) return;
  void container
    .get(TOKENS.MayaLogin)
    .execute({ sessionId, env: mayaEnv(search) })
    .then((outcome) => {
      if (outcome.kind === 'logged-in') navigator.goTo(outcome.mustChangePassword ? '/m/changePsw' : '/m/home', { replace: true });
      else if (outcome.message) void container.get(TOKENS.NoticeCenter).notice(outcome.message);
    });
}
