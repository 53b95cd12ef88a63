// The MDN HTTP Observatory's scan (@mdn/mdn-http-observatory 1.4.8, src/scanner/index.js) with the ports of a local
// server: its `scan(hostname)` always asks ports 80 and 443. The retrieval, the tests and the grading are the
// package's own; only the ports are passed on. Trusts what NODE_EXTRA_CA_CERTS names (the smoke's authority).
// Usage: node tools/observatory/scan-local.mjs HOST HTTP_PORT HTTPS_PORT  →  one JSON line on stdout.
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';

// The package's postinstall (skipped: no network here) downloads Chromium's HSTS preload list, which the HSTS test
// reads when it runs; localhost is on none.
const preload = join(dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json')), 'conf', 'hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}\n');

const [host, httpPort, httpsPort] = process.argv.slice(2);
const requests = await retrieve(host, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
if (!requests.responses.auto) {
  console.log(JSON.stringify({ error: 'the site seems to be down' }));
  process.exit(1);
}
let withExtraCredit = 100;
let uncurved = 100;
const tests = ALL_TESTS.map((test) => test(requests)).map((output) => {
  const modifier = output.result ? getScoreModifier(output.result) : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  return { name: output.constructor.name, pass: output.pass, result: output.result, modifier };
});
// As scan(): extra credit only counts once the score without it is an A.
const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
console.log(JSON.stringify({ grade, score, status: requests.responses.auto.status, tests }));
