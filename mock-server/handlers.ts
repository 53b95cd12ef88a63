import type { HttpHandler } from 'msw';
import { artHandlers } from './handlers/art';
import { assetHandlers } from './handlers/assets';
import { bannerGroupHandlers } from './handlers/banner-groups';
import { chatHandlers } from './handlers/chat';
import { gameHandlers } from './handlers/game';
import { iconHandlers } from './handlers/icons';
import { memberHandlers } from './handlers/member';
import { miniGameHandlers } from './handlers/minigame';
import { pushHandlers } from './handlers/push';
import { relayHandlers } from './handlers/relay';
import { sessionHandlers } from './handlers/session';
import { systemHandlers } from './handlers/system';
import { trackingHandlers } from './handlers/tracking';
import { verificationHandlers } from './handlers/verification';
import { vitalsHandlers } from './handlers/vitals';

/** Every route of the mock `/wps` backend (one per row of routes.ts). */
export const handlers: HttpHandler[] = [
  ...sessionHandlers,
  ...memberHandlers,
  ...verificationHandlers,
  ...systemHandlers,
  ...relayHandlers,
  ...chatHandlers,
  // Also the mock's download images (not a platform call).
  ...bannerGroupHandlers,
  ...gameHandlers,
  ...pushHandlers,
  ...trackingHandlers,
  ...assetHandlers,
  // Not in routes.ts: the mock's own images (PWA icons, generated artwork), not a platform call.
  ...iconHandlers,
  ...artHandlers,
  // The mini-game widget scripts (player-journey §2), same origin, not under /wps.
  ...miniGameHandlers,
  // The page's vitals (docs/decisions.md "Vitals for operators"), a collector's stand-in.
  ...vitalsHandlers,
];
