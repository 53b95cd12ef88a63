import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Member, Merchant } from '../db';
import { effectiveWhiteLabel } from '../effective-white-label';
import { routes } from '../routes';
import { scenarios } from '../scenarios';
import { signedIn, wpsRoute } from './define-route';
import { mockChatHtml, mockChatPath } from './chat-page';
import { businessFailure, ok } from './envelope';

/** Member type 4 has no chat permission (player-journey §5). */
const NO_CHAT_TYPE = 4;

/** Seeded unread counts by user name (both merchants); everyone else has none. */
const SEEDED_UNREAD: Readonly<Record<string, number>> = { player01: 2, agent01: 5 };

export const chatUnreadKey = (merchantCode: string, userName: string): string => `${merchantCode}/${userName}`;

/** The member's unread chat messages: the scenario switch `chatUnread`, else the seeded count. */
export function unreadOf(merchant: Merchant, member: Member): number {
  return scenarios.get().chatUnread[chatUnreadKey(merchant.code, member.userName)] ?? SEEDED_UNREAD[member.userName] ?? 0;
}

/** Why a member may not chat, or null: member type 4, or CBS3 off for the merchant. */
function refusal(merchant: Merchant, member: Member): Response | null {
  if (member.type === NO_CHAT_TYPE) return businessFailure('no_permissions', 'No permission for chat.');
  if (!effectiveWhiteLabel(merchant, scenarios.get()).CBS3) return businessFailure('chat.disabled', 'Chat is not available.');
  return null;
}

export const chatHandlers: HttpHandler[] = [
  // Body: b2c, title, backUrl, language (player-journey §7). Answer: chatUrl (and headerColor, "in one form").
  // The chat room is the mock's own page on the asking origin (chat-page.ts): no member name or token in it.
  wpsRoute(routes.launchChat, (context) => {
    const { member } = signedIn(context);
    const refused = refusal(context.merchant, member);
    if (refused) return refused;
    const body = (typeof context.body === 'object' && context.body !== null ? context.body : {}) as Record<string, unknown>;
    const url = new URL(mockChatPath(context.merchant.code, typeof body.language === 'string' && body.language ? body.language : 'CN'), context.url.origin);
    // Opening the chat reads the waiting messages.
    scenarios.set({ chatUnread: { [chatUnreadKey(context.merchant.code, member.userName)]: 0 } });
    return ok({ chatUrl: url.toString(), headerColor: context.merchant.code === 'DEMO2' ? '#1f2937' : '#ffffff' });
  }),

  // Answer: unReadCount (player-journey §7).
  wpsRoute(routes.unreadCount, (context) => {
    const { member } = signedIn(context);
    return refusal(context.merchant, member) ?? ok({ unReadCount: unreadOf(context.merchant, member) });
  }),

  // Not a platform route: the page the chatUrl above leads to.
  http.get('*/wps/mock/chat/:merchant', ({ request }) => {
    const html = mockChatHtml(new URL(request.url));
    return html === null ? new HttpResponse(null, { status: 404 }) : HttpResponse.html(html);
  }),
];
