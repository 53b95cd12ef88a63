import { HttpResponse } from 'msw';

/** Answers in the platform envelope (wire-notes "Response envelope"). */

export function ok(value?: unknown): Response {
  return HttpResponse.json(value === undefined ? { success: true } : { success: true, value });
}

/** HTTP 200 business failure: `{success:false, errorCode, message}`. */
export function businessFailure(errorCode: string | undefined, message: string | undefined, value?: unknown): Response {
  return HttpResponse.json({
    success: false,
    ...(errorCode !== undefined ? { errorCode } : {}),
    ...(message !== undefined ? { message } : {}),
    ...(value !== undefined ? { value } : {}),
  });
}

export function badRequest(errorCode: string, message: string): Response {
  return HttpResponse.json({ success: false, errorCode, message }, { status: 400 });
}

/** shell §8: HTTP 401 with message CUSTOMER_NOT_LOGIN logs the user out. */
export function notLoggedIn(): Response {
  return HttpResponse.json({ success: false, message: 'CUSTOMER_NOT_LOGIN' }, { status: 401 });
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * An HTTP error as a gateway or server would send it, without a message for the player: 401 the
 * platform's CUSTOMER_NOT_LOGIN body, 5xx an HTML error page, other 4xx `{success:false}`.
 */
export function httpFailure(status: number): Response {
  if (status === 401) return notLoggedIn();
  if (status >= 500) {
    const text = `${status} ${STATUS_TEXT[status] ?? 'Server Error'}`;
    return new HttpResponse(`<html><body><h1>${text}</h1></body></html>`, { status, headers: { 'Content-Type': 'text/html' } });
  }
  return HttpResponse.json({ success: false }, { status });
}

/** A 200 answer that is not the envelope (docs/decisions.md: a failure, `malformed-response`). */
export function malformedAnswer(kind: 'json' | 'html'): Response {
  if (kind === 'html') return HttpResponse.html('<!doctype html><html><body>Portal</body></html>');
  return HttpResponse.json({ status: 'ok', data: null });
}
