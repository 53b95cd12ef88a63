import { mockChatHtml } from './chat-page.ts';
import { mockGameHtml } from './game-page.ts';
import { mockRedirectHtml } from './redirect-page.ts';

/**
 * The mock's stand-in pages reached by navigation, which msw's worker never sees (a game view's iframe, the
 * chat room, the install modal's download redirect): the HTML for a URL, or null when it is none of them.
 */
export function mockNavigationHtml(url: URL): string | null {
  return mockGameHtml(url) ?? mockChatHtml(url) ?? mockRedirectHtml(url);
}
