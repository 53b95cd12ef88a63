import { getResponse } from 'msw';
import type { TransportOutcome, TransportRequest } from '../../core/http/model';
import type { HttpTransport } from '../../core/http/ports';
import { handlers } from '../../mock-server/handlers';

/**
 * The "core" wiring: requests go straight to the mock backend's handlers as Request objects, with no
 * axios and no network interception, so a scenario checks core's rules alone.
 */
export class HandlerTransport implements HttpTransport {
  constructor(private readonly origin: string) {}

  async send(request: TransportRequest): Promise<TransportOutcome> {
    const url = new URL(request.url, this.origin);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
    const init: RequestInit = { method: request.method, headers: request.headers };
    if (request.body !== undefined) init.body = JSON.stringify(request.body);

    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), request.timeoutMs)));
    try {
      const response = await Promise.race([getResponse(handlers, new Request(url, init)), timedOut]);
      if (response === 'timeout') return { kind: 'timeout' };
      if (!response || response.type === 'error') return { kind: 'no-response' };
      const text = await response.text();
      return { kind: 'response', status: response.status, body: parse(text) };
    } catch {
      return { kind: 'no-response' };
    } finally {
      clearTimeout(timer);
    }
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
