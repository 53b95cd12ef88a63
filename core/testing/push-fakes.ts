import type { NotificationPermissions, PushEnvironment, PushMessaging, PushPermission, TokenRequest } from '../push/ports';

/**
 * The browser's permission as a test sets it; `request()` answers `answer` (what the player picks in the browser prompt).
 * `failState` / `failRequest`: the browser's call rejects instead.
 */
export class FakePermissions implements NotificationPermissions {
  requests = 0;
  failState = false;
  failRequest = false;
  constructor(
    public current: PushPermission = 'granted',
    public answer: PushPermission = 'granted',
  ) {}
  state(): Promise<PushPermission> {
    if (this.failState) return Promise.reject(new Error('permissions.query failed'));
    return Promise.resolve(this.current);
  }
  request(): Promise<PushPermission> {
    this.requests += 1;
    if (this.failRequest) return Promise.reject(new Error('Notification.requestPermission failed'));
    this.current = this.answer;
    return Promise.resolve(this.answer);
  }
}

/** A provider that numbers its tokens (`fcm-1`, `fcm-2`, …) and records every call. */
export class FakeMessaging implements PushMessaging {
  readonly calls: string[] = [];
  readonly requests: TokenRequest[] = [];
  failGetToken = false;
  private made = 0;
  constructor(public scope = '/m/') {}
  getToken(request: TokenRequest): Promise<string> {
    this.requests.push(request);
    if (this.failGetToken) {
      this.calls.push('getToken failed');
      return Promise.reject(new Error('messaging/token-subscribe-failed'));
    }
    this.made += 1;
    const token = `fcm-${this.made}`;
    this.calls.push(`getToken ${token}`);
    return Promise.resolve(token);
  }
  deleteToken(token: string): Promise<void> {
    this.calls.push(`deleteToken ${token}`);
    return Promise.resolve();
  }
}

export function fakePushEnvironment(permissions = new FakePermissions(), messaging = new FakeMessaging()): PushEnvironment & {
  permissions: FakePermissions;
  messaging: FakeMessaging;
} {
  return { permissions, messaging };
}
