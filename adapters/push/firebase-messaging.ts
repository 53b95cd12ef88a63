import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type { Messaging } from 'firebase/messaging';
import type { FirebaseProviderConfig } from '../../core/config/shared-config';
import type { PushMessaging, TokenRequest } from '../../core/push/ports';

/** The parts of firebase/app and firebase/messaging used here (downloaded on the first token). */
export interface FirebaseMessagingApi {
  initializeApp(options: FirebaseOptions, name: string): FirebaseApp;
  getApps(): FirebaseApp[];
  isSupported(): Promise<boolean>;
  getMessaging(app: FirebaseApp): Messaging;
  getToken(messaging: Messaging, options: { vapidKey: string; serviceWorkerRegistration: ServiceWorkerRegistration }): Promise<string>;
  deleteToken(messaging: Messaging): Promise<boolean>;
}

export interface FirebaseMessagingDeps {
  readonly loadApi: () => Promise<FirebaseMessagingApi>;
  /** Registers (or finds) the app's one service worker at `scope` (adapters/push/app-service-worker.js). */
  readonly registerWorker: () => Promise<ServiceWorkerRegistration>;
  readonly scope: string;
}

/** The app name used when no identity app with the same settings exists yet. */
export const PUSH_APP_NAME = 'mobile-shell-push';

export function messagingOptions(config: FirebaseProviderConfig): FirebaseOptions | null {
  const { apiKey, projectId, appId, messagingSenderId } = config;
  if (!apiKey || !projectId || !appId || !messagingSenderId) return null;
  const options: FirebaseOptions = { apiKey, projectId, appId, messagingSenderId };
  if (config.authDomain) options.authDomain = config.authDomain;
  return options;
}

function sameProject(app: FirebaseApp, options: FirebaseOptions): boolean {
  const o = app.options;
  return o.apiKey === options.apiKey && o.projectId === options.projectId && o.appId === options.appId && o.messagingSenderId === options.messagingSenderId;
}

/**
 * Firebase Cloud Messaging (player-journey §4 "Push token"). firebase/messaging is downloaded on the
 * first token only. The Firebase app of the identity adapters is reused when one with the same settings
 * exists. The token is asked with our own service worker registration, so Firebase never looks for its
 * default `firebase-messaging-sw.js` (docs/decisions.md "Push notifications").
 */
export class FirebaseMessaging implements PushMessaging {
  private api: Promise<FirebaseMessagingApi> | null = null;

  constructor(private readonly deps: FirebaseMessagingDeps) {}

  get scope(): string {
    return this.deps.scope;
  }

  async getToken(request: TokenRequest): Promise<string> {
    const { api, messaging } = await this.messaging(request.provider);
    const serviceWorkerRegistration = await this.deps.registerWorker();
    return api.getToken(messaging, { vapidKey: request.vapidKey, serviceWorkerRegistration });
  }

  async deleteToken(_token: string, request: TokenRequest): Promise<void> {
    // Firebase deletes the token it holds for this app; it takes no token argument.
    const { api, messaging } = await this.messaging(request.provider);
    await api.deleteToken(messaging);
  }

  private async messaging(config: FirebaseProviderConfig): Promise<{ api: FirebaseMessagingApi; messaging: Messaging }> {
    const options = messagingOptions(config);
    if (!options) throw new Error('messaging/incomplete-config: apiKey, projectId, appId and messagingSenderId are needed');
    const api = await this.loadApi();
    if (!(await api.isSupported())) throw new Error('messaging/unsupported-browser');
    const app = api.getApps().find((existing) => sameProject(existing, options)) ?? api.getApps().find((a) => a.name === PUSH_APP_NAME) ?? api.initializeApp(options, PUSH_APP_NAME);
    return { api, messaging: api.getMessaging(app) };
  }

  private loadApi(): Promise<FirebaseMessagingApi> {
    this.api ??= this.deps.loadApi().catch((error: unknown) => {
      this.api = null; // a dropped download is tried again next time
      throw error;
    });
    return this.api;
  }
}

/** Downloads firebase/app and firebase/messaging (their own chunk). */
export async function loadFirebaseMessaging(): Promise<FirebaseMessagingApi> {
  const [app, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  return {
    initializeApp: app.initializeApp,
    getApps: app.getApps,
    isSupported: messaging.isSupported,
    getMessaging: messaging.getMessaging,
    getToken: messaging.getToken,
    deleteToken: messaging.deleteToken,
  };
}
