import { escapeXml } from '../art.ts';

/**
 * The mock's stand-in for a vendor's game (not a platform route): `/wps/mock/game/{lottery|trial}/{code}`,
 * a small same-origin HTML page whose heading names the game, so the game view loads offline. Pure (no
 * msw): e2e also serves it for the iframe's navigation, which msw's service worker never sees.
 */
export const MOCK_GAME_PATTERN = /^\/wps\/mock\/game\/(lottery|trial)\/([A-Za-z0-9_.-]{1,64})$/;

export function mockGamePath(kind: 'lottery' | 'trial', code: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `/wps/mock/game/${kind}/${encodeURIComponent(code)}${search ? `?${search}` : ''}`;
}

/** The page's heading: "Lottery HN" (view lobby) or "Trial: Lucky Fruits". */
export function mockGameTitle(kind: string, code: string, query: URLSearchParams): string {
  if (kind === 'trial') return `Trial: ${query.get('name') || code}`;
  return `Lottery ${code}`;
}

/** The HTML for a mock game URL, or null when the path is not one. */
export function mockGameHtml(url: URL): string | null {
  const match = MOCK_GAME_PATTERN.exec(url.pathname);
  if (!match) return null;
  const title = escapeXml(mockGameTitle(match[1]!, decodeURIComponent(match[2]!), url.searchParams));
  const facts = ['view', 'lang', 'platform', 'nodeId']
    .filter((name) => url.searchParams.get(name))
    .map((name) => `<li>${escapeXml(name)}: ${escapeXml(url.searchParams.get(name)!)}</li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,"><title>${title}</title>
<style>body{margin:0;font:16px system-ui,sans-serif;background:#0b3d2e;color:#fff;display:grid;place-items:center;min-height:100vh;text-align:center}</style></head>
<body><main aria-label="Mock game"><h1>${title}</h1><p>Mock game</p>${facts ? `<ul>${facts}</ul>` : ''}</main></body></html>`;
}
