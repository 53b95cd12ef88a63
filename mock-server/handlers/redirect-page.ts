import { escapeXml } from '../art.ts';

/**
 * The mock's stand-in for the mobile site's download redirect page (`/mobile/mc/redirect.html?url={link}`,
 * which the install modal opens outside the native wrapper). The real page forwards to the store or the
 * package; the stand-in names the link and offers it, so a test can see where it leads without leaving the
 * mock. Pure (no msw): a navigation never reaches msw's worker, so the dev and preview servers serve it.
 */
export const MOCK_REDIRECT_PATH = '/mobile/mc/redirect.html';

/** The HTML for the redirect page, or null when the path is not it. Only an http(s) link is offered. */
export function mockRedirectHtml(url: URL): string | null {
  if (url.pathname !== MOCK_REDIRECT_PATH) return null;
  const target = safeLink(url.searchParams.get('url'));
  const body = target
    ? `<p>Your download is ready.</p><p><a href="${escapeXml(target)}" rel="noopener noreferrer">Continue to ${escapeXml(target)}</a></p>`
    : '<p>This download link is missing or not valid.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,"><title>Download the app</title></head><body><main><h1>Download the app</h1>${body}</main></body></html>`;
}

function safeLink(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const link = new URL(raw);
    return link.protocol === 'https:' || link.protocol === 'http:' ? link.href : null;
  } catch {
    return null;
  }
}
