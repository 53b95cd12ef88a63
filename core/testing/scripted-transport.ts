import type { TransportOutcome, TransportRequest } from '../http/model';
import type { HttpTransport } from '../http/ports';

type Reply = TransportOutcome | ((request: TransportRequest) => TransportOutcome | Promise<TransportOutcome>);

/** Answers by path with scripted outcomes and remembers every request. */
export class ScriptedTransport implements HttpTransport {
  readonly requests: TransportRequest[] = [];
  private readonly replies = new Map<string, Reply>();
  private gate: Promise<void> | null = null;

  reply(path: string, reply: Reply): this {
    this.replies.set(path, reply);
    return this;
  }

  /** Holds every answer until the returned function is called. */
  hold(): () => void {
    let release!: () => void;
    this.gate = new Promise((resolve) => (release = resolve));
    return () => {
      this.gate = null;
      release();
    };
  }

  async send(request: TransportRequest): Promise<TransportOutcome> {
    this.requests.push(request);
    if (this.gate) await this.gate;
    const reply = this.replies.get(request.url.replace(/^https?:\/\/[^/]+/, ''));
    if (!reply) return { kind: 'response', status: 404, body: { success: false, message: `no reply for ${request.url}` } };
    return typeof reply === 'function' ? reply(request) : reply;
  }

  to(path: string): TransportRequest[] {
    return this.requests.filter((r) => r.url.endsWith(path));
  }
}

export const ok = (value: unknown = {}): TransportOutcome => ({ kind: 'response', status: 200, body: { success: true, value } });
export const fails = (status: number, body: unknown = { success: false }): TransportOutcome => ({
  kind: 'response',
  status,
  body,
});
