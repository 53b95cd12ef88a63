import type { Container } from 'inversify';
import { AUTO_LOGIN_KEY } from '../../core/runtime/storage-keys';

import type { KeyValueStore } from '../../core/runtime/ports';
import type { AppNavigator } from '../../core/runtime/ports';
import { TOKENS } from '../../adapters/composition/tokens';

/**
 * Automatic login at boot (player-journey §4 "Autologin", §5). Core's AutoLogin checks every rule;
 * this only saves guests without a remembered login from downloading its code: a "remember me" login
 * is what sets `autoLogin` to '1', and failures and logouts set it to '0'.
 */
export function startAutoLogin(container: Container, local: KeyValueStore, navigator: AppNavigator, location: Pick<Location, 'search' | 'pathname'>): void {
  if (local.get(AUTO_LOGIN_KEY) !== '1' || container.get(TOKENS.SessionState).read()) return;
  // Home shows the member's frame while it runs (AutoLoginProgress).
  void container
    .get(TOKENS.AutoLoginProgress)
    .track(container.get(TOKENS.AutoLogin).execute({ query: location.search }))
    .then((outcome) => {
      if (outcome.kind !== 'attempted' || outcome.login.kind !== 'logged-in') return;
      if (outcome.login.mustChangePassword) navigator.goTo('/m/changePsw', { replace: true });
      else if (location.pathname === '/m/login') navigator.goTo('/m/home', { replace: true });
    });
}
