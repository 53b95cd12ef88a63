import type { TransportOutcome, TransportRequest } from '../../core/http/model';
import type { HttpTransport } from '../../core/http/ports';
import type { PrefetchedAnswer } from '../boot/boot-prefetch';

/**
 * The request layer's transport, with requests the boot entry sent ahead (adapters/boot/boot-prefetch.ts): the
 * first request identical to one of them (method, API origin, path, no query, same headers) gets its outcome
 * instead of a second call; every other request, and any later one, goes to the network.
 */
export class PrefetchedTransport implements HttpTransport {
  private readonly waiting: PrefetchedAnswer[];

  constructor(
    private readonly network: HttpTransport,
    private readonly baseUrl: string,
    answers: readonly PrefetchedAnswer[],
  ) {
    this.waiting = [...answers];
  }

  send(request: TransportRequest): Promise<TransportOutcome> {
    const index = this.waiting.findIndex((answer) => this.answers(answer, request));
    if (index < 0) return this.network.send(request);
    const [answer] = this.waiting.splice(index, 1);
    return answer!.outcome;
  }

  private answers(answer: PrefetchedAnswer, request: TransportRequest): boolean {
    return (
      answer.method === request.method &&
      answer.baseUrl === this.baseUrl &&
      answer.path === request.url &&
      request.body === undefined &&
      Object.keys(request.query ?? {}).length === 0 &&
      sameHeaders(answer.headers, request.headers)
    );
  }
}

function sameHeaders(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => b[name] === a[name]);
}
