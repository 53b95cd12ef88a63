import type { NetworkEnvironment, AutoLoginSwitch, KeyValueStore } from '../../core/http/ports';
import type { Cancel, Clock, Scheduler } from '../../core/runtime/ports';

export const systemClock: Clock = { now: () => Date.now() };

export const timerScheduler: Scheduler = {
  after(ms: number, task: () => void): Cancel {
    const handle = setTimeout(task, ms);
    return () => clearTimeout(handle);
  },
};

export class BrowserNetwork implements NetworkEnvironment {
  constructor(private readonly location: Pick<Location, 'protocol'>, private readonly navigator: Pick<Navigator, 'onLine'>) {}
  isSecure(): boolean {
    return this.location.protocol === 'https:';
  }
  isOnline(): boolean {
    return this.navigator.onLine;
  }
}

export const AUTO_LOGIN_KEY = 'autoLogin';

/** player-journey §8 "token_ip_different → automatic login turned off (autoLogin set to 0)". */
export class StoredAutoLoginSwitch implements AutoLoginSwitch {
  constructor(private readonly store: KeyValueStore) {}
  disable(): void {
    this.store.set(AUTO_LOGIN_KEY, '0');
  }
}
