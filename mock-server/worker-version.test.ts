import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// msw's postinstall would rewrite the worker on an upgrade; install scripts are denied (package.json "allowScripts",
// docs/decisions.md "Install scripts"), so after an upgrade `npx msw init mock-server/public` must be run by hand.
describe("the mock's service worker file", () => {
  it('is the one of the installed msw version (msw refuses a worker of another version)', () => {
    const worker = readFileSync(new URL('./public/mockServiceWorker.js', import.meta.url), 'utf8');
    const installed = (JSON.parse(readFileSync(new URL('../node_modules/msw/package.json', import.meta.url), 'utf8')) as { version: string }).version;
    expect(/const PACKAGE_VERSION = '([^']+)'/.exec(worker)?.[1]).toBe(installed);
  });
});
