import type { TransportOutcome, TransportRequest } from '../../core/http/model';
import type { HttpTransport } from '../../core/http/ports';

/**
 * The request layer's network transport, axios downloaded on the first request that reaches the network
 * (docs/decisions.md "First-load budget: axios after the entry's early calls"): a guest's home content is answered
 * by the boot entry's early requests, so axios (17 kB gzip) is not in what home waits for. A failed download is a
 * request with no answer (as offline is), and the next request tries the download again.
 */
export class LazyAxiosTransport implements HttpTransport {
  private loading: Promise<HttpTransport> | null = null;

  constructor(private readonly baseUrl: string) {}

  async send(request: TransportRequest): Promise<TransportOutcome> {
    this.loading ??= import('./axios-transport').then(
      (module) => new module.AxiosTransport(this.baseUrl),
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    let transport: HttpTransport;
    try {
      transport = await this.loading;
    } catch {
      return { kind: 'no-response' };
    }
    return transport.send(request);
  }
}
