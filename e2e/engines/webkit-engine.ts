/**
 * WebKit (WebKitGTK's MiniBrowser, the engine Safari is built on) over classic WebDriver: each tab is a new
 * MiniBrowser (automation sessions keep no website data). Classic WebDriver has no console log and MiniBrowser's
 * automation views ignore --enable-write-console-messages-to-stdout, so a tab listens in the page itself from its load
 * event on (errors, unhandled rejections, console.error); CSP and Trusted Types violations reach the backend from the
 * first byte through the policy's report-uri (e2e/engines/run.ts reads them for every engine).
 */
import { isWebElement, type WebDriverSession, type WebElement } from '../webkit/webdriver';
import { startWebKit } from '../webkit/webkit';
import { iphoneUserAgent, PHONE, type Device, type Engine, type Handle, type Tab } from './engine';
import type { Query } from './in-page/probe';
import { probeCall } from './probe-bundle';

/** Installs the page's listeners once per document; answers what they heard and forgets it. */
const LISTEN = `
const w = window;
if (!w.__journeyProblems) {
  const heard = (w.__journeyProblems = []);
  w.addEventListener('error', (event) => heard.push('page error: ' + (event.message || String(event.error))));
  w.addEventListener('unhandledrejection', (event) => heard.push('page error: unhandled rejection ' + String(event.reason && (event.reason.message || event.reason))));
  const error = console.error.bind(console);
  console.error = (...args) => { heard.push('console error: ' + args.map(String).join(' ')); error(...args); };
}
return w.__journeyProblems.splice(0);
`;

function element(handle: Handle): WebElement {
  return handle.engineHandle as WebElement;
}

function tab(session: WebDriverSession): Tab {
  const problems: string[] = [];
  const listen = async () => {
    problems.push(...(await session.execute<string[]>(LISTEN).catch(() => [])));
  };
  const navigate = async (go: () => Promise<void>) => {
    await listen();
    await go();
    await listen();
  };
  return {
    engine: 'webkit',
    goto: (url) => navigate(() => session.navigate(url)),
    reload: () => navigate(() => session.refresh()),
    run: (body, args = []) => session.execute(body, args),
    find: async (query: Query) => {
      const found = await session.execute<unknown>(probeCall('find'), [query]);
      return isWebElement(found) ? { engineHandle: found } : null;
    },
    click: (handle) => session.click(element(handle)),
    type: async (handle, text) => {
      await session.clear(element(handle));
      if (text) await session.type(element(handle), text);
    },
    problems: async () => {
      await listen();
      return [...problems];
    },
    close: () => session.close().catch(() => undefined),
  };
}

export async function launchWebKitEngine(): Promise<Engine> {
  const webkit = await startWebKit();
  return {
    name: 'webkit',
    open: async (device: Device = {}) => {
      const session = await webkit.session(device.iphone ? [`--user-agent=${iphoneUserAgent(device.iphone)}`] : []);
      await session.setWindowRect(PHONE.width, PHONE.height);
      return tab(session);
    },
    stop: () => webkit.stop(),
  };
}
