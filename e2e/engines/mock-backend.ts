/**
 * The mock backend (mock-server/, the same handlers the two cucumber wirings use) over real HTTP, for the journeys
 * that a production build runs behind nginx: nginx proxies /wps (and the platform's other same-origin paths) here,
 * every request goes to msw's `getResponse` as a fetch Request on the origin the browser asked (nginx's Host), so
 * the mock answers exactly what the in-browser mock would. Beside it, the journeys' controls:
 *   POST /__mock/reset           reseeds the data and puts every scenario switch back (as mock-server/node.ts's resetMock)
 *   POST /__mock/scenarios       a scenario patch (mock-server/scenarios.ts ScenarioPatch), JSON body
 *   GET  /__mock/served          what this server answered since the last reset: method, path, status
 *   POST …/__csp-report          where the CSP's report-uri sends violations (the journeys' nginx adds it): recorded
 *   GET  /__mock/csp-reports     what was reported since the last reset
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { handlers } from '../../mock-server/handlers';
import { resetMock } from '../../mock-server/node';
import { scenarios, type ScenarioPatch } from '../../mock-server/scenarios';

/** The path the journeys' CSP reports to (report-uri); under /wps so nginx proxies it here. */
export const CSP_REPORT_PATH = '/wps/__csp-report';

export interface MockBackend {
  readonly origin: string;
  /** The origin players reach (nginx's): the mock answers game and chat addresses on it, as on the browser's own. */
  servePublicOrigin(origin: string): void;
  stop(): Promise<void>;
}

function body(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(value));
}

export async function startMockBackend(): Promise<MockBackend> {
  await resetMock();
  const cspReports: unknown[] = [];
  const served: { method: string; path: string; status: number }[] = [];
  let publicOrigin: string | null = null;

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // nginx's X-Forwarded-Host is $host, without the port: the origin the browser asked is the one nginx serves on.
    const url = new URL(request.url ?? '/', publicOrigin ?? `http://${request.headers.host ?? '127.0.0.1'}`);
    const payload = await body(request);

    if (url.pathname === '/__mock/reset' && request.method === 'POST') {
      await resetMock();
      cspReports.length = 0;
      served.length = 0;
      return json(response, 200, { reset: true });
    }
    if (url.pathname === '/__mock/scenarios' && request.method === 'POST') {
      return json(response, 200, scenarios.set(JSON.parse(payload.toString('utf8') || '{}') as ScenarioPatch));
    }
    if (url.pathname === '/__mock/served') return json(response, 200, served);
    if (url.pathname === '/__mock/csp-reports') return json(response, 200, cspReports);
    if (url.pathname === CSP_REPORT_PATH) {
      try {
        cspReports.push(JSON.parse(payload.toString('utf8')));
      } catch {
        cspReports.push(payload.toString('utf8'));
      }
      response.writeHead(204).end();
      return;
    }

    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name === 'host' || name === 'connection' || name === 'content-length') continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const method = request.method ?? 'GET';
    const init: RequestInit = { method, headers, ...(method === 'GET' || method === 'HEAD' || payload.length === 0 ? {} : { body: new Uint8Array(payload) }) };
    const reply = await getResponse(handlers, new Request(url, init));
    if (!reply || reply.type === 'error') {
      response.writeHead(reply ? 502 : 404, { 'Content-Type': 'text/plain' }).end(reply ? 'network error' : 'no mock route');
      return;
    }
    served.push({ method, path: url.pathname, status: reply.status });
    const replyHeaders: Record<string, string> = {};
    reply.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'content-encoding' && name !== 'transfer-encoding') replyHeaders[name] = value;
    });
    response.writeHead(reply.status, replyHeaders);
    response.end(Buffer.from(await reply.arrayBuffer()));
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    servePublicOrigin: (origin) => void (publicOrigin = origin),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
