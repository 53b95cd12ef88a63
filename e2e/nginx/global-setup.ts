import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx } from '../../scripts/serve-nginx';
import { startWpsStub } from './wps-stub';

const DIST = process.env.NGINX_DIST ?? join(new URL('../..', import.meta.url).pathname, 'dist');

/** The merchant of the smoke's own app-config.json: nginx serves it in place of the build's (one build, many merchants). */
export const SMOKE_MERCHANT = 'NGINX1';

/** Starts the /wps stub and nginx over dist/; the returned function stops both. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const configDir = mkdtempSync(join(tmpdir(), 'mobile-web-app-config-'));
  const appConfig = join(configDir, 'app-config.json');
  writeFileSync(appConfig, `${JSON.stringify({ merchantCode: SMOKE_MERCHANT, apiBaseUrl: '' })}\n`);
  const stub = await startWpsStub();
  const nginx = await startNginx({ distDir: DIST, appConfig, upstream: stub.origin });
  process.env.NGINX_ORIGIN = nginx.origin;
  process.env.STUB_ORIGIN = stub.origin;
  process.env.NGINX_BROTLI = nginx.brotli ? '1' : '0';
  console.log(`nginx: ${nginx.origin} over ${DIST}, /wps → ${stub.origin}${nginx.brotli ? ', brotli on' : ', no brotli module'}`);
  return async () => {
    // The spec asks for a missing asset on purpose: its "No such file" line is not a fault.
    const errors = nginx
      .errorLog()
      .split('\n')
      .filter((line) => /\[(error|crit|alert|emerg)\]/.test(line) && !line.includes('(2: No such file or directory)'));
    await nginx.stop();
    await stub.close();
    rmSync(configDir, { recursive: true, force: true });
    if (errors.length) console.warn(`nginx error log:\n${errors.join('\n')}`);
  };
}
