import assert from 'node:assert/strict';
import { Before, Given, Then, When } from '@cucumber/cucumber';
import {
  GeetestScriptWidget,
  type GeetestCaptcha,
  type GeetestError,
  type GeetestGlobals,
} from '../../adapters/captcha/geetest-script-widget';
import type { ScriptLoader } from '../../adapters/captcha/script-loader';
import { SliderCaptchaWidget } from '../../adapters/captcha/slider-captcha-widget';
import { captchaRequestFields, type CaptchaProof, type CaptchaScene, type SolveCaptchaOutcome } from '../../core/captcha/model';
import type { CaptchaRequest, CaptchaWidget } from '../../core/captcha/ports';
import { recaptchaLanguageCode } from '../../core/captcha/recaptcha-language';
import { endpoints } from '../../core/http/endpoints';
import type { Text } from '../../core/notice/model';
import { requestLog } from '../../mock-server/request-log';
import { scenarios } from '../../mock-server/scenarios';
import { messages } from '../../src/i18n/locales/en';
import type { PlayerWorld } from '../support/world';
import { confirmingSuccessDialog } from './registration.steps';

/** The mock build's slider (cucumber runs in node, where the composition picks the geetest script). */
interface CaptchaState {
  slider: SliderCaptchaWidget | null;
  widget: CaptchaWidget | null;
  requests: CaptchaRequest[];
  running: Promise<SolveCaptchaOutcome> | null;
  outcome: SolveCaptchaOutcome | null;
  sliderShown: boolean;
  scriptUrls: string[];
}
const states = new WeakMap<PlayerWorld, CaptchaState>();
Before(function (this: PlayerWorld) {
  states.set(this, { slider: null, widget: null, requests: [], running: null, outcome: null, sliderShown: false, scriptUrls: [] });
});
const state = (world: PlayerWorld): CaptchaState => states.get(world)!;

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Binds the widget the scenario uses (the slider unless a step chose the geetest script) before SolveCaptcha is built. */
function solveCaptcha(world: PlayerWorld) {
  const current = state(world);
  if (!current.widget) {
    current.slider = new SliderCaptchaWidget(world.time);
    current.slider.pending$.subscribe((pending) => (current.sliderShown ||= pending !== null));
    current.widget = current.slider;
  }
  const widget = current.widget;
  const recording: CaptchaWidget = {
    solve: (request) => {
      current.requests.push(request);
      return widget.solve(request);
    },
  };
  if (world.container.isBound(world.tokens.CaptchaWidget)) world.container.unbind(world.tokens.CaptchaWidget);
  world.container.bind(world.tokens.CaptchaWidget).toConstantValue(async () => recording);
  return world.container.get(world.tokens.SolveCaptcha);
}

/** Starts the check and waits until the slider shows or the check has ended. */
async function runCheck(world: PlayerWorld, scene: CaptchaScene): Promise<void> {
  const current = state(world);
  current.outcome = null;
  current.running = solveCaptcha(world).execute(scene);
  void current.running.then((outcome) => (current.outcome = outcome));
  for (let i = 0; i < 400 && !current.outcome && !current.slider?.current && current.scriptUrls.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function outcomeOf(world: PlayerWorld): Promise<SolveCaptchaOutcome> {
  const running = state(world).running;
  assert.ok(running, 'no captcha check ran');
  return running;
}

async function solvedProof(world: PlayerWorld, scene: CaptchaScene): Promise<CaptchaProof> {
  await runCheck(world, scene);
  await slide(world, 500);
  const outcome = await outcomeOf(world);
  assert.equal(outcome.kind, 'solved');
  return (outcome as Extract<SolveCaptchaOutcome, { kind: 'solved' }>).proof;
}

async function slide(world: PlayerWorld, ms: number): Promise<void> {
  const slider = state(world).slider;
  assert.ok(slider?.current, 'no slider is shown');
  slider.start();
  world.time.advance(ms);
  slider.release(slider.current.target);
  await tick();
}

Given('the mock turns the captcha on for {string}', function (scene: CaptchaScene) {
  scenarios.set({ captcha: { [scene]: true } });
});
Given('the mock turns the captcha on for {string} with geetest version {string}', function (scene: CaptchaScene, version: 'v3' | 'v4') {
  scenarios.set({ captcha: { [scene]: true, version } });
});

Given('the geetest script servers never answer', function (this: PlayerWorld) {
  const current = state(this);
  const loader: ScriptLoader = {
    load: (url, timeoutMs) => {
      current.scriptUrls.push(url);
      return new Promise((resolve) => this.time.after(timeoutMs, () => resolve(false)));
    },
  };
  current.widget = new GeetestScriptWidget(loader, () => ({}));
});
function geetestReporting(world: PlayerWorld, error: GeetestError): void {
  const failing: GeetestCaptcha = {
    onReady: () => failing,
    onSuccess: () => failing,
    onClose: () => failing,
    onError: (callback) => {
      callback(error);
      return failing;
    },
    getValidate: () => false,
  };
  const globals: GeetestGlobals = { initGeetest: (_options, ready) => ready(failing) };
  state(world).widget = new GeetestScriptWidget({ load: async () => true }, () => globals);
}
Given('the geetest script loads but reports error {string}', function (this: PlayerWorld, code: string) {
  geetestReporting(this, { code, msg: 'resource load timeout' });
});
Given('the geetest widget reports error {string} with the player text {string}', function (this: PlayerWorld, code: string, userError: string) {
  geetestReporting(this, { error_code: code, user_error: userError, msg: 'developer detail' });
});
Given('the geetest widget reports error {string} with no text', function (this: PlayerWorld, code: string) {
  geetestReporting(this, { code });
});

When('the player runs the captcha check for {string}', async function (this: PlayerWorld, scene: CaptchaScene) {
  await runCheck(this, scene);
});
When('the player slides the thumb onto the gap taking {int} ms', async function (this: PlayerWorld, ms: number) {
  await slide(this, ms);
});
When('the player closes the slider', async function (this: PlayerWorld) {
  state(this).slider?.cancel();
  await tick();
});
When('{int} s pass {int} times', async function (this: PlayerWorld, seconds: number, times: number) {
  for (let i = 0; i < times; i++) {
    for (let j = 0; j < 20; j++) await tick();
    this.time.advance(seconds * 1000);
  }
  for (let j = 0; j < 20; j++) await tick();
});
When(
  'the player solves the login captcha and logs in as {string} with password {string}',
  async function (this: PlayerWorld, username: string, password: string) {
    const proof = await solvedProof(this, 'login');
    this.loginOutcome = await this.container.get(this.tokens.Login).execute({ username, password, ...captchaRequestFields(proof) });
  },
);
When(
  'the player solves the register captcha and registers as {string} with password {string}',
  async function (this: PlayerWorld, username: string, password: string) {
    const proof = await solvedProof(this, 'register');
    const outcome = await confirmingSuccessDialog(this, () =>
      this.container.get(this.tokens.Register).execute({ by: 'username', username, password, captcha: captchaRequestFields(proof) }),
    );
    assert.equal(outcome.kind, 'registered', JSON.stringify(outcome));
  },
);

Then('the captcha outcome is {string}', async function (this: PlayerWorld, kind: string) {
  assert.equal((await outcomeOf(this)).kind, kind);
});
Then('no slider was shown', function (this: PlayerWorld) {
  assert.equal(state(this).sliderShown, false);
});
Then('the slider shows for the challenge the mock issued', function (this: PlayerWorld) {
  const [request] = state(this).requests;
  assert.equal(request?.version, 'v3');
  assert.equal(request.version === 'v3' && request.gt, 'mockgeetestid0000000000000demo1');
  assert.match(request.version === 'v3' ? request.challenge : '', /^[a-z0-9]{32}$/);
  assert.equal(request.version === 'v3' && request.newCaptcha, true);
  assert.ok(state(this).slider?.current);
  assert.equal(requestLog.count(endpoints.geetest.path), 1);
});
Then(
  'the captcha outcome is {string} with a v3 proof: seccode is the validate plus {string}',
  async function (this: PlayerWorld, kind: string, suffix: string) {
    const outcome = await outcomeOf(this);
    assert.equal(outcome.kind, kind);
    const proof = outcome.kind === 'solved' ? outcome.proof : null;
    assert.equal(proof?.version, 'v3');
    const request = state(this).requests[0];
    assert.equal(proof.geetestChallenge, request?.version === 'v3' ? request.challenge : null);
    assert.equal(proof.geetestSeccode, `${proof.geetestValidate}${suffix}`);
  },
);
Then(
  'the captcha outcome is {string} with a v4 proof of lot_number, captcha_output, pass_token and gen_time',
  async function (this: PlayerWorld, kind: string) {
    const outcome = await outcomeOf(this);
    assert.equal(outcome.kind, kind);
    const proof = outcome.kind === 'solved' ? outcome.proof : null;
    assert.equal(proof?.version, 'v4');
    assert.deepEqual(Object.keys(JSON.parse(proof.geetestValidateV4) as object), ['lot_number', 'captcha_output', 'pass_token', 'gen_time']);
    assert.deepEqual(state(this).requests[0], { version: 'v4', scene: 'sms', captchaId: 'mockgeetestid0000000000000demo1', language: 'en' });
  },
);
Then('the mock sends an sms code to {string} {string} with that proof', async function (this: PlayerWorld, countryDialingCode: string, mobileNum: string) {
  const outcome = await outcomeOf(this);
  assert.ok(outcome.kind === 'solved');
  const answer = await this.api.post(endpoints.smsNoLogin, { countryDialingCode, mobileNum, ...captchaRequestFields(outcome.proof) });
  assert.equal(answer.success, true);
});
Then('the captcha fails with the message {string}', async function (this: PlayerWorld, message: string) {
  const outcome = await outcomeOf(this);
  assert.equal(outcome.kind, 'failed');
  assert.deepEqual(outcome.kind === 'failed' && outcome.message, { raw: message });
});
/** A Text as the English screen shows it. */
function inEnglish(message: Text): string {
  if ('raw' in message) return message.raw;
  const template: string = messages[message.key as keyof typeof messages] ?? message.key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(message.values?.[name] ?? ''));
}
Then('the captcha fails showing {string} in English', async function (this: PlayerWorld, shown: string) {
  const outcome = await outcomeOf(this);
  assert.equal(outcome.kind, 'failed');
  assert.equal(outcome.kind === 'failed' && inEnglish(outcome.message), shown);
});
Then('the captcha fails with the message key {string}', async function (this: PlayerWorld, key: string) {
  const outcome = await outcomeOf(this);
  assert.equal(outcome.kind, 'failed');
  assert.deepEqual(outcome.kind === 'failed' && outcome.message, { key });
});
Then(
  'the geetest script was tried from {string}, {string} and {string}',
  function (this: PlayerWorld, first: string, second: string, third: string) {
    assert.deepEqual(
      state(this).scriptUrls.map((url) => new URL(url).host),
      [first, second, third],
    );
  },
);
Then('the captcha language code for {string} is {string}', function (language: string, code: string) {
  assert.equal(recaptchaLanguageCode(language), code);
});
