import { existsSync } from 'node:fs';

/**
 * The Chromium packed inside @sparticuz/chromium, pinned by the lockfile, so every machine tests the same browser
 * whatever apt has installed (docs/decisions.md "Browser for e2e"); `CHROMIUM_PATH` names another one.
 */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}

/** Flags for a closed network: no background calls home, no sandbox (root in CI). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
