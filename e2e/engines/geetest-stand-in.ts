/**
 * geetest's script servers, stood in for on this machine: the production build loads the official captcha script
 * from https://static.geetest.com (adapters/captcha/geetest-script-widget.ts), which a closed network cannot reach.
 * The three script hosts resolve to 127.0.0.1 (a line in /etc/hosts, the one resolver every engine reads) and a TLS
 * server on port 443 answers their script paths with a small geetest v3: `initGeetest` shows a dialog whose button
 * the player presses, and `getValidate()` answers the proof the mock backend accepts (docs/decisions.md
 * "Mock captcha": validate is the challenge reversed, seccode `{validate}|jordan`). The browsers accept its
 * self-signed certificate (acceptInsecureCerts). Needs root (port 443, /etc/hosts), as CI has.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GEETEST_SCRIPT_SERVERS } from '../../adapters/captcha/geetest-script-widget';

const HOSTS_FILE = '/etc/hosts';
const HOSTS_MARK = '# mobile-web journeys: geetest stand-in';

/** The stand-in's dialog and button names, as the journeys look for them. */
export const STAND_IN_DIALOG = 'Security check (geetest stand-in)';
export const STAND_IN_BUTTON = 'I am not a robot';

const GT_JS = `(function () {
  function reversed(value) { return String(value).split('').reverse().join(''); }
  window.initGeetest = function (options, ready) {
    var handlers = {};
    var validate = null;
    var dialog = null;
    var captcha = {
      onReady: function (f) { handlers.ready = f; return captcha; },
      onSuccess: function (f) { handlers.success = f; return captcha; },
      onClose: function (f) { handlers.close = f; return captcha; },
      onError: function (f) { handlers.error = f; return captcha; },
      getValidate: function () { return validate; },
      verify: function () {
        dialog = document.createElement('div');
        dialog.setAttribute('role', 'dialog');
        dialog.setAttribute('aria-label', ${JSON.stringify(STAND_IN_DIALOG)});
        dialog.style.cssText = 'position:fixed;inset:40% 10% auto;z-index:2147483647;background:#fff;border:1px solid #888;padding:16px';
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = ${JSON.stringify(STAND_IN_BUTTON)};
        button.addEventListener('click', function () {
          var v = reversed(options.challenge);
          validate = { geetest_challenge: options.challenge, geetest_validate: v, geetest_seccode: v + '|jordan' };
          handlers.success && handlers.success();
        });
        dialog.appendChild(button);
        document.body.appendChild(dialog);
      },
      destroy: function () { if (dialog) dialog.remove(); }
    };
    ready(captcha);
    setTimeout(function () { handlers.ready && handlers.ready(); }, 0);
  };
})();
`;

export interface GeetestStandIn {
  stop(): Promise<void>;
}

function certificate(dir: string): { key: Buffer; cert: Buffer } {
  const names = GEETEST_SCRIPT_SERVERS.map((host) => `DNS:${host}`).join(',');
  const result = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '2', '-subj', '/CN=static.geetest.com', '-addext', `subjectAltName=${names}`],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`openssl failed (is openssl installed?): ${result.stderr}`);
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
}

/** Points the script hosts at this machine (once; the line stays, marked, for the next run). */
function mapHosts(): void {
  const hosts = readFileSync(HOSTS_FILE, 'utf8');
  const missing = GEETEST_SCRIPT_SERVERS.filter((host) => !new RegExp(`^127\\.0\\.0\\.1\\s.*\\b${host.replace(/\./g, '\\.')}\\b`, 'm').test(hosts));
  if (missing.length === 0) return;
  try {
    writeFileSync(HOSTS_FILE, `${hosts.endsWith('\n') ? hosts : `${hosts}\n`}127.0.0.1 ${missing.join(' ')} ${HOSTS_MARK}\n`);
  } catch (error) {
    throw new Error(`the geetest stand-in needs ${missing.join(', ')} → 127.0.0.1 in ${HOSTS_FILE} (run as root): ${String(error)}`);
  }
}

export async function startGeetestStandIn(): Promise<GeetestStandIn> {
  mapHosts();
  const dir = mkdtempSync(join(tmpdir(), 'mobile-web-geetest-'));
  const server = createServer(certificate(dir), (request, response) => {
    const path = new URL(request.url ?? '/', 'https://static.geetest.com').pathname;
    if (path === '/static/tools/gt.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' });
      response.end(GT_JS);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`the geetest stand-in cannot listen on 127.0.0.1:443 (root, and nothing else there): ${String(error)}`)));
    server.listen(443, '127.0.0.1', resolve);
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
