import { afterSignInTokens } from './after-sign-in-tokens';
import { announcementsTokens } from './announcements-tokens';
import { appPromptTokens } from './app-prompt-tokens';
import { captchaTokens } from './captcha-tokens';
import { chatTokens } from './chat-tokens';
import { configTokens } from './config-tokens';
import { customerServiceTokens } from './customer-service-tokens';
import { deviceTokens } from './device-tokens';
import { domainFailoverTokens } from './domain-failover-tokens';
import { downloadImageTokens } from './download-image-tokens';
import { gameTokens } from './game-tokens';
import { homeTokens } from './home-tokens';
import { httpTokens } from './http-tokens';
import { identityTokens } from './identity-tokens';
import { identityAdaptersTokens } from './identity-adapters-tokens';
import { installTokens } from './install-tokens';
import { minigameTokens } from './minigame-tokens';
import { platformTokens } from './platform-tokens';
import { pushTokens } from './push-tokens';
import { registrationTokens } from './registration-tokens';
import { rememberedLoginTokens } from './remembered-login-tokens';
import { routingTokens } from './routing-tokens';
import { secondFactorTokens } from './second-factor-tokens';
import { sessionTokens } from './session-tokens';
import { shellTokens } from './shell-tokens';
import { trackingTokens } from './tracking-tokens';
import { updateTokens } from './update-tokens';
import { vitalsTokens } from './vitals-tokens';

export type { Token } from './token';

/**
 * Every token of the container, by capability: each `<area>-tokens.ts` sits beside the `<area>-module.ts` that binds
 * its tokens (platform-tokens.ts: the ones create-container.ts binds from Platform).
 */
export const TOKENS = {
  ...platformTokens,
  ...httpTokens,
  ...sessionTokens,
  ...shellTokens,
  ...routingTokens,
  ...registrationTokens,
  ...customerServiceTokens,
  ...configTokens,
  ...domainFailoverTokens,
  ...deviceTokens,
  ...rememberedLoginTokens,
  ...pushTokens,
  ...trackingTokens,
  ...afterSignInTokens,
  ...appPromptTokens,
  ...secondFactorTokens,
  ...identityAdaptersTokens,
  ...identityTokens,
  ...captchaTokens,
  ...chatTokens,
  ...downloadImageTokens,
  ...homeTokens,
  ...announcementsTokens,
  ...minigameTokens,
  ...gameTokens,
  ...installTokens,
  ...updateTokens,
  ...vitalsTokens,
} as const;
