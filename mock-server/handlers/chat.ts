import type { HttpHandler } from 'msw';
import { routes } from '../routes';
import { signedIn, wpsRoute } from './define-route';
import { businessFailure, ok } from './envelope';

/** Member type 4 has no chat permission (player-journey §5). */
const NO_CHAT_TYPE = 4;

export const chatHandlers: HttpHandler[] = [
  // Body: b2c, title, backUrl, language (player-journey §7). Answer: chatUrl.
  wpsRoute(routes.launchChat, (context) => {
    const { member, session } = signedIn(context);
    if (member.type === NO_CHAT_TYPE) return businessFailure('no_permissions', 'No permission for chat.');
    const url = new URL(`https://chat.mock.invalid/${context.merchant.code.toLowerCase()}`);
    url.searchParams.set('member', member.userName);
    url.searchParams.set('session', session.token.slice(0, 8));
    return ok({ chatUrl: url.toString() });
  }),

  wpsRoute(routes.unreadCount, (context) => {
    const { member } = signedIn(context);
    if (member.type === NO_CHAT_TYPE) return businessFailure('no_permissions', 'No permission for chat.');
    return ok({ unReadCount: member.userName === 'player01' ? 2 : 0 });
  }),
];
