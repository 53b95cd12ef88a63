import axios, { AxiosError, type AxiosInstance } from 'axios';
import type { TransportOutcome, TransportRequest } from '../../core/http/model';
import type { HttpTransport } from '../../core/http/ports';

/**
 * shell §7 "no redirects" in a browser: axios's default there is its XHR adapter, which follows every redirect
 * whatever maxRedirects says; its fetch adapter sends the request with redirect 'manual' (docs/decisions.md "No
 * redirects in the browser"). Node keeps the http adapter, which honours maxRedirects 0.
 */
export function transportAdapter(): 'fetch' | 'http' {
  return typeof XMLHttpRequest === 'undefined' ? 'http' : 'fetch';
}

/**
 * The request layer's defaults (shell §7): JSON, credentials sent, no redirects, every status
 * handed back as a value so core decides what it means.
 */
export class AxiosTransport implements HttpTransport {
  private readonly client: AxiosInstance;

  constructor(baseUrl: string) {
    const adapter = transportAdapter();
    this.client = axios.create({
      baseURL: baseUrl || undefined,
      adapter,
      // axios's fetch adapter names itself in User-Agent where a browser lets it (Firefox): the browser's own stays,
      // and a cross-origin API's preflight is not asked to allow a User-Agent header. false: axios sends none.
      ...(adapter === 'fetch' ? { headers: { 'User-Agent': false } } : {}),
      withCredentials: true,
      maxRedirects: 0,
      fetchOptions: { redirect: 'manual' },
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
      // responseType 'json': axios parses any JSON text, whatever its Content-Type, and hands anything
      // else (a bare hex key, an HTML error page) on as the text it is.
      return { kind: 'response', status: response.status, body: response.data as unknown };
    } catch (error) {
      if (error instanceof AxiosError) {
        if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) return { kind: 'timeout' };
        if (error.response) return { kind: 'response', status: error.response.status, body: error.response.data as unknown };
      }
      return { kind: 'no-response' };
    }
  }
}

