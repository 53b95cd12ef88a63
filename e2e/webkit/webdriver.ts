/**
 * The few W3C WebDriver commands the WebKit checks use, over fetch: no client library (WebKitWebDriver speaks the
 * classic protocol only, and these few commands are all the checks need).
 */

/** An element as a script returned it (W3C's web element reference). */
export interface WebElement {
  readonly 'element-6066-11e4-a52e-4f735466cecf': string;
}

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export function isWebElement(value: unknown): value is WebElement {
  return typeof value === 'object' && value !== null && ELEMENT_KEY in value;
}

export interface WebDriverSession {
  readonly id: string;
  /** Navigates and waits for the load event (the page load strategy "normal"). */
  navigate(url: string): Promise<void>;
  /** Runs `body` as a function body in the page; `arguments` are `args`. */
  execute<T>(body: string, args?: readonly unknown[]): Promise<T>;
  /** Runs `body` with a callback as the last argument; resolves with what it was called with. */
  executeAsync<T>(body: string, args?: readonly unknown[]): Promise<T>;
  /** A real click (the driver's, at the element's centre, scrolled into view). */
  click(element: WebElement): Promise<void>;
  clear(element: WebElement): Promise<void>;
  /** Keys typed into the element, as a keyboard would. */
  type(element: WebElement, text: string): Promise<void>;
  refresh(): Promise<void>;
  setWindowRect(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

async function command<T>(driver: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, timeoutMs = 120_000): Promise<T> {
  const response = await fetch(`${driver}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok || (answer.value && typeof answer.value === 'object' && 'error' in answer.value && answer.value.error)) {
    throw new Error(`WebDriver ${method} ${path}: ${answer.value?.error ?? response.status} ${answer.value?.message ?? ''}`);
  }
  return answer.value;
}

/** A new session on the driver at `driver` (http://127.0.0.1:PORT) with these capabilities (alwaysMatch). */
export async function newSession(driver: string, capabilities: Record<string, unknown>, timeoutMs?: number): Promise<WebDriverSession> {
  const { sessionId: id } = await command<{ sessionId: string }>(driver, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } }, timeoutMs);
  const at = `/session/${id}`;
  return {
    id,
    navigate: async (url) => void (await command(driver, 'POST', `${at}/url`, { url })),
    execute: (script, args = []) => command(driver, 'POST', `${at}/execute/sync`, { script, args }),
    executeAsync: (script, args = []) => command(driver, 'POST', `${at}/execute/async`, { script, args }),
    click: async (element) => void (await command(driver, 'POST', `${at}/element/${element[ELEMENT_KEY]}/click`, {})),
    clear: async (element) => void (await command(driver, 'POST', `${at}/element/${element[ELEMENT_KEY]}/clear`, {})),
    type: async (element, text) => void (await command(driver, 'POST', `${at}/element/${element[ELEMENT_KEY]}/value`, { text })),
    refresh: async () => void (await command(driver, 'POST', `${at}/refresh`, {})),
    setWindowRect: async (width, height) => void (await command(driver, 'POST', `${at}/window/rect`, { width, height })),
    close: async () => void (await command(driver, 'DELETE', at)),
  };
}
