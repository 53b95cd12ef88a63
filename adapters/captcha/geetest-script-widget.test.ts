import { describe, expect, it } from 'vitest';
import type { CaptchaRequest } from '../../core/captcha/ports';
import {
  GeetestScriptWidget,
  reasonOfGeetestError,
  SCRIPT_TIMEOUT_MS,
  type GeetestCaptcha,
  type GeetestError,
  type GeetestGlobals,
} from './geetest-script-widget';
import type { ScriptLoader } from './script-loader';

class FakeLoader implements ScriptLoader {
  readonly calls: { url: string; timeoutMs: number }[] = [];
  constructor(private readonly answers: boolean[]) {}
  async load(url: string, timeoutMs: number): Promise<boolean> {
    this.calls.push({ url, timeoutMs });
    return this.answers.shift() ?? false;
  }
}

/** A geetest captcha object the test drives: ready, success, close and error. */
class FakeCaptcha implements GeetestCaptcha {
  ready = () => {};
  success = () => {};
  close = () => {};
  error: (e?: GeetestError) => void = () => {};
  verified = 0;
  shown = 0;
  destroyed = 0;
  constructor(private readonly validate: Record<string, unknown> | false) {}
  onReady(cb: () => void) { this.ready = cb; return this; }
  onSuccess(cb: () => void) { this.success = cb; return this; }
  onClose(cb: () => void) { this.close = cb; return this; }
  onError(cb: (e?: GeetestError) => void) { this.error = cb; return this; }
  getValidate() { return this.validate; }
  verify() { this.verified++; }
  showCaptcha() { this.shown++; }
  destroy() { this.destroyed++; }
}

const V3: CaptchaRequest = { version: 'v3', scene: 'login', gt: 'gt1', challenge: 'ch1', newCaptcha: true, language: 'zh-CN' };
const V4: CaptchaRequest = { version: 'v4', scene: 'sms', captchaId: 'id4', language: 'pt-BR' };

function setup(loads: boolean[], validate: Record<string, unknown> | false = { geetest_challenge: 'ch1', geetest_validate: 'v', geetest_seccode: 'v|jordan' }) {
  const loader = new FakeLoader(loads);
  const captcha = new FakeCaptcha(validate);
  const options: Record<string, unknown>[] = [];
  const globals: GeetestGlobals = {
    initGeetest: (o, ready) => {
      options.push(o);
      ready(captcha);
    },
    initGeetest4: (o, ready) => {
      options.push(o);
      ready(captcha);
    },
  };
  return { loader, captcha, options, widget: new GeetestScriptWidget(loader, () => globals) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('GeetestScriptWidget', () => {
  it('"three alternate servers are tried", "3 s per server" (player-journey §8, §9): the next server after a failure', async () => {
    const { loader, captcha, widget } = setup([false, true]);
    const solving = widget.solve(V3);
    await tick();
    captcha.success();
    await solving;
    expect(loader.calls).toEqual([
      { url: 'https://static.geetest.com/static/tools/gt.js', timeoutMs: SCRIPT_TIMEOUT_MS },
      { url: 'https://static.geevisit.com/static/tools/gt.js', timeoutMs: SCRIPT_TIMEOUT_MS },
    ]);
  });

  it('player-journey §8 "60204 … three alternate servers are tried": all three failing is Network failure; the next solve tries again', async () => {
    const { loader, widget } = setup([false, false, false]);
    expect(await widget.solve(V4)).toEqual({ kind: 'failed', reason: 'network_failure' });
    expect(loader.calls.map((c) => c.url)).toEqual([
      'https://static.geetest.com/v4/gt4.js',
      'https://static.geevisit.com/v4/gt4.js',
      'https://dn-staticdown.qbox.me/v4/gt4.js',
    ]);
    await widget.solve(V4);
    expect(loader.calls).toHaveLength(6);
  });

  it('the script is fetched once per version', async () => {
    const { loader, captcha, widget } = setup([true]);
    for (let i = 0; i < 2; i++) {
      const solving = widget.solve(V3);
      await tick();
      captcha.success();
      await solving;
    }
    expect(loader.calls).toHaveLength(1);
  });

  it('v3: initGeetest as a bind captcha with gt, challenge, new_captcha and the language, shown when ready; success is the proof', async () => {
    const { captcha, options, widget } = setup([true]);
    const solving = widget.solve(V3);
    await tick();
    expect(options[0]).toMatchObject({ gt: 'gt1', challenge: 'ch1', new_captcha: true, product: 'bind', lang: 'zh-cn' });
    captcha.ready();
    expect(captcha.verified).toBe(1);
    captcha.success();
    expect(await solving).toEqual({
      kind: 'solved',
      proof: { version: 'v3', geetestChallenge: 'ch1', geetestValidate: 'v', geetestSeccode: 'v|jordan' },
    });
    expect(captcha.destroyed).toBe(1);
  });

  it('v4: initGeetest4 with the captcha id, bind, v4 language; the result as one JSON string', async () => {
    const { captcha, options, widget } = setup([true], { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: 17 });
    const solving = widget.solve(V4);
    await tick();
    expect(options[0]).toEqual({ captchaId: 'id4', product: 'bind', language: 'por' });
    captcha.ready();
    expect(captcha.shown).toBe(1);
    captcha.success();
    expect(await solving).toEqual({
      kind: 'solved',
      proof: { version: 'v4', geetestValidateV4: '{"lot_number":"l","captcha_output":"o","pass_token":"p","gen_time":"17"}' },
    });
  });

  it('player-journey §5 "Closing the captcha leads to the message verify_first"', async () => {
    const { captcha, widget } = setup([true]);
    const solving = widget.solve(V3);
    await tick();
    captcha.close();
    captcha.success();
    expect(await solving).toEqual({ kind: 'failed', reason: 'verify_first' });
  });

  it('player-journey §8: errors 60204 and 60205 are Network failure; "too fast" is verify geetest too fast; others keep their words', async () => {
    const cases: [GeetestError, unknown][] = [
      [{ code: '60204', msg: 'script timeout' }, { kind: 'failed', reason: 'network_failure' }],
      [{ code: 60205 }, { kind: 'failed', reason: 'network_failure' }],
      [{ code: '60500', msg: 'verify geetest too fast' }, { kind: 'failed', reason: 'too_fast' }],
      [{ code: '60001', msg: 'gt is invalid' }, { kind: 'failed', reason: 'widget_error', message: 'gt is invalid', code: '60001' }],
    ];
    for (const [error, expected] of cases) {
      const { captcha, widget } = setup([true]);
      const solving = widget.solve(V3);
      await tick();
      captcha.error(error);
      expect(await solving).toEqual(expected);
    }
  });

  it('shell §8 "Verification widget error: User error text plus numeric code": the player\'s text and the code go on to core', () => {
    expect(reasonOfGeetestError({ error_code: 'error_21', user_error: '网络不给力', msg: 'ajax error' })).toEqual({
      reason: 'widget_error',
      message: '网络不给力',
      code: 'error_21',
    });
    expect(reasonOfGeetestError({ code: 60100, msg: ' ', message: '/load request error' })).toEqual({
      reason: 'widget_error',
      message: '/load request error',
      code: '60100',
    });
    expect(reasonOfGeetestError({ code: '60101' })).toEqual({ reason: 'widget_error', code: '60101' });
    expect(reasonOfGeetestError({ user_error: 'x', msg: 'verify too fast' })).toEqual({ reason: 'too_fast' });
    expect(reasonOfGeetestError(undefined)).toEqual({ reason: 'widget_error' });
  });

  it('a script that loaded without its init function, or an incomplete result: a failure, never a rejection', async () => {
    const loader = new FakeLoader([true]);
    expect(await new GeetestScriptWidget(loader, () => ({})).solve(V3)).toEqual({ kind: 'failed', reason: 'network_failure' });
    const { captcha, widget } = setup([true], { geetest_validate: 'v' });
    const solving = widget.solve(V3);
    await tick();
    captcha.success();
    expect(await solving).toEqual({ kind: 'failed', reason: 'widget_error' });
  });
});
