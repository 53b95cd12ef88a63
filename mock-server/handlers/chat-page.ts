import { escapeXml } from '../art.ts';

/**
 * The mock's stand-in for the customer chat room (player-journey §5 "the chat opens"): `/wps/mock/chat/{merchant}`,
 * a small same-origin page, so the demo's chat opens offline. Like the game pages it is not a platform route;
 * the dev and preview servers answer its navigation, msw only a fetch of it. No member name or token in it.
 */
export const MOCK_CHAT_PATTERN = /^\/wps\/mock\/chat\/([a-z0-9_-]{1,32})$/;

export function mockChatPath(merchantCode: string, language: string): string {
  return `/wps/mock/chat/${encodeURIComponent(merchantCode.toLowerCase())}?${new URLSearchParams({ lang: language }).toString()}`;
}

/** The HTML for a mock chat URL, or null when the path is not one. */
export function mockChatHtml(url: URL): string | null {
  const match = MOCK_CHAT_PATTERN.exec(url.pathname);
  if (!match) return null;
  const language = escapeXml(url.searchParams.get('lang') ?? '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,"><title>Customer chat</title>
<style>body{margin:0;font:16px system-ui,sans-serif;background:#f4f6fb;color:#1b1f2a}main{max-width:480px;margin:0 auto;padding:16px}.message{background:#fff;border-radius:12px;padding:12px 14px;margin:12px 0;box-shadow:0 1px 2px rgba(0,0,0,.08)}.muted{color:#4a5263;font-size:14px}</style></head>
<body><main aria-label="Customer chat"><h1>Customer chat</h1><p class="muted">Mock chat room of ${escapeXml(match[1]!)}${language ? ` (language ${language})` : ''}</p>
<p class="message">Hello! An agent will answer you here. This room is the mock backend's stand-in: no message leaves this page.</p></main></body></html>`;
}
