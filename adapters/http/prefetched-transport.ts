import { canonicalQuery } from '../../core/http/cache-key';
import type { TransportOutcome, TransportRequest } from '../../core/http/model';
import type { HttpTransport } from '../../core/http/ports';
import type { PrefetchedAnswer } from '../boot/boot-prefetch';

/**
 * The request layer's transport, with requests the boot entry sent ahead (adapters/boot/boot-prefetch.ts): the
 * first request that is the same call as one of them gets its outcome instead of a second call; every other
 * request, and any later one, goes to the network, as does the call of an early request the entry chose not to send
 * (its outcome null). The same call: method, API origin, path, the same query (order aside), no body, every header the
 * early request sent with its value (Merchant, Language, ModuleId: what selects the answer), and no credential it did
 * not send. A header added later (a trace id, a device hint) changes nothing.
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

  async send(request: TransportRequest): Promise<TransportOutcome> {
    const index = this.waiting.findIndex((answer) => this.answers(answer, request));
    if (index < 0) return this.network.send(request);
    const [answer] = this.waiting.splice(index, 1);
    return (await answer!.outcome) ?? this.network.send(request);
  }

  private answers(answer: PrefetchedAnswer, request: TransportRequest): boolean {
    return (
      answer.method === request.method &&
      answer.baseUrl === this.baseUrl &&
      answer.path === request.url &&
      request.body === undefined &&
      canonicalQuery(request.query) === canonicalQuery(answer.query) &&
      sameCall(answer.headers, request.headers)
    );
  }
}

/** A member's call is another call than the guest's early one (shell §7 "Authorization: Bearer token"). */
const CREDENTIAL_HEADERS = ['authorization'];

function sameCall(early: Readonly<Record<string, string>>, later: Readonly<Record<string, string>>): boolean {
  const sent = new Set(Object.keys(early).map((name) => name.toLowerCase()));
  const value = (headers: Readonly<Record<string, string>>, name: string) =>
    Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return (
    [...sent].every((name) => value(later, name) === value(early, name)) &&
    CREDENTIAL_HEADERS.every((name) => sent.has(name) || value(later, name) === undefined)
  );
}
