import axios, { AxiosError, type AxiosInstance } from 'axios';
import type { TransportOutcome, TransportRequest } from '../../core/http/model';
import type { HttpTransport } from '../../core/http/ports';

/**
 * The request layer's defaults (shell §7): JSON, credentials sent, no redirects, every status
 * handed back as a value so core decides what it means.
 */
export class AxiosTransport implements HttpTransport {
  private readonly client: AxiosInstance;

  constructor(baseUrl: string) {
    this.client = axios.create({
      baseURL: baseUrl || undefined,
      withCredentials: true,
      maxRedirects: 0,
      responseType: 'json',
      validateStatus: () => true,
    });
  }

  async send(request: TransportRequest): Promise<TransportOutcome> {
    try {
      const response = await this.client.request({
        method: request.method,
        url: request.url,
        params: request.query,
        headers: request.headers,
        data: request.body,
        timeout: request.timeoutMs,
      });
      return { kind: 'response', status: response.status, body: parseBody(response.data) };
    } catch (error) {
      if (error instanceof AxiosError) {
        if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) return { kind: 'timeout' };
        if (error.response) return { kind: 'response', status: error.response.status, body: parseBody(error.response.data) };
      }
      return { kind: 'no-response' };
    }
  }
}

/** A JSON answer sent as text (or a bare quoted key) is parsed; anything else is handed on as it is. */
function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  const trimmed = data.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return data;
    }
  }
  return data;
}
