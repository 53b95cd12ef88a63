import type { PushEnvironment, PushPort } from '../../core/push/ports';
import type { PushPrompt } from '../../core/push/push-prompt';
import type { PushRegistration } from '../../core/push/push-registration';
import { token } from './token';

/** The tokens push-module.ts binds. */
export const pushTokens = {
  /** The push port after login and logout (player-journey §4 "After login"; after-sign-in-module.ts calls it). */
  PushPort: token<PushPort>('PushPort'),
  /** Push notifications: push-module.ts. The permission modal's state, in the first load. */
  PushPrompt: token<PushPrompt>('PushPrompt'),
  /** Browser permission + messaging provider, downloaded with the push code (Firebase; the fake in mock builds; tests rebind). */
  PushEnvironment: token<() => Promise<PushEnvironment>>('PushEnvironment'),
  /** The push registration (core), downloaded at the first login or logout; PushPort hands over to it. */
  PushRegistration: token<() => Promise<PushRegistration>>('PushRegistration'),
} as const;
