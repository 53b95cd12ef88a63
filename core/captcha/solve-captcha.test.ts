import { describe, expect, it } from 'vitest';
import type { SharedConfigSource } from '../config/shared-config-store';
import { decodeSharedConfig, type SharedConfig } from '../config/shared-config';
import { rawText, text } from '../notice/model';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { ok, ScriptedTransport } from '../testing/scripted-transport';
import type { CaptchaRequest, CaptchaWidget, CaptchaWidgetOutcome } from './ports';
import { SolveCaptcha } from './solve-captcha';

function configWith(settings: Record<string, unknown>): SharedConfig {
  const decoded = decodeSharedConfig(settings);
  if (!decoded.ok) throw new Error('bad test config');
  return decoded.config;
}

const on = { captcha: { enabled: true } };

class FakeWidget implements CaptchaWidget {
  readonly requests: CaptchaRequest[] = [];
  constructor(private readonly outcome: CaptchaWidgetOutcome) {}
  async solve(request: CaptchaRequest): Promise<CaptchaWidgetOutcome> {
    this.requests.push(request);
    return this.outcome;
  }
}

const V3_SOLVED: CaptchaWidgetOutcome = {
  kind: 'solved',
  proof: { version: 'v3', geetestChallenge: 'c1', geetestValidate: 'v', geetestSeccode: 'v|jordan' },
};

function setup(settings: Record<string, unknown> | 'unavailable', widget: CaptchaWidget = new FakeWidget(V3_SOLVED), language = 'EN') {
  const transport = new ScriptedTransport().reply('/wps/captcha/geetest', ok({ gt: 'gt1', challenge: 'c1', newCaptcha: true }));
  const harness = requestLayerHarness(transport);
  const sharedConfig: SharedConfigSource = {
    execute: async () =>
      settings === 'unavailable' ? { kind: 'failed', reason: 'request-failed' } : { kind: 'loaded', config: configWith(settings) },
  };
  let widgetLoads = 0;
  const solve = new SolveCaptcha({
    api: harness.api,
    sharedConfig,
    clock: harness.time,
    language: () => language,
    widget: async () => {
      widgetLoads++;
      return widget;
    },
  });
  return { solve, transport, harness, widget, loads: () => widgetLoads };
}

describe('SolveCaptcha', () => {
  it('player-journey §5 "required only when the merchant\'s setting for login, sms or register is on": off → not-required, no call, no widget', async () => {
    const { solve, transport, loads } = setup({ login: { captcha: { enabled: false } }, register: on });
    expect(await solve.execute('login')).toEqual({ kind: 'not-required' });
    expect(transport.requests).toHaveLength(0);
    expect(loads()).toBe(0);
  });

  it('settings that could not be read: captcha off', async () => {
    const { solve } = setup('unavailable');
    expect(await solve.execute('register')).toEqual({ kind: 'not-required' });
  });

  it('v3 (the default) first fetches GET /wps/captcha/geetest?t={clock ms}, then hands gt, challenge and newCaptcha to the widget', async () => {
    const widget = new FakeWidget(V3_SOLVED);
    const { solve, transport, harness } = setup({ login: on }, widget, 'PT-BR');
    expect(await solve.execute('login')).toEqual(V3_SOLVED);
    const [call] = transport.to('/wps/captcha/geetest');
    expect(call?.method).toBe('GET');
    expect(call?.query?.t).toBe(harness.time.now());
    expect(call?.headers.ModuleId).toBe('GEETEST3');
    expect(call?.headers.Authorization).toBeUndefined();
    expect(widget.requests).toEqual([{ version: 'v3', scene: 'login', gt: 'gt1', challenge: 'c1', newCaptcha: true, language: 'pt-BR' }]);
  });

  it('v4 uses GEETEST_ID directly: no challenge request', async () => {
    const widget = new FakeWidget({ kind: 'solved', proof: { version: 'v4', geetestValidateV4: '{}' } });
    const { solve, transport } = setup({ register: on, gw: { GEETEST_ID: 'id4', GEETEST_VERSION: 'V4' } }, widget);
    expect((await solve.execute('register')).kind).toBe('solved');
    expect(transport.requests).toHaveLength(0);
    expect(widget.requests).toEqual([{ version: 'v4', scene: 'register', captchaId: 'id4', language: 'en' }]);
  });

  it('player-journey §5 "The sms captcha requires version v4, otherwise the alert \'unknown_error: Geetest service not work\'"', async () => {
    const { solve, loads } = setup({ sms: on, gw: { GEETEST_VERSION: 'v3' } });
    expect(await solve.execute('sms')).toEqual({
      kind: 'failed',
      reason: 'service_unavailable',
      message: rawText('unknown_error: Geetest service not work'),
    });
    expect(loads()).toBe(0);
  });

  it('the sms captcha with v4 runs', async () => {
    const widget = new FakeWidget({ kind: 'solved', proof: { version: 'v4', geetestValidateV4: '{}' } });
    const { solve } = setup({ sms: on, gw: { GEETEST_ID: 'id4', GEETEST_VERSION: 'v4' } }, widget);
    expect((await solve.execute('sms')).kind).toBe('solved');
  });

  it('v4 without a GEETEST_ID: the service-not-work alert', async () => {
    const { solve } = setup({ login: on, gw: { GEETEST_VERSION: 'v4' } });
    expect(await solve.execute('login')).toMatchObject({ kind: 'failed', reason: 'service_unavailable' });
  });

  it('player-journey §5 "Closing the captcha leads to the message verify_first"', async () => {
    const { solve } = setup({ login: on }, new FakeWidget({ kind: 'failed', reason: 'verify_first' }));
    expect(await solve.execute('login')).toEqual({ kind: 'failed', reason: 'verify_first', message: text('verify_first') });
  });

  it('player-journey §5 "A captcha solved too fast gives \'verify geetest too fast\'"', async () => {
    const { solve } = setup({ login: on }, new FakeWidget({ kind: 'failed', reason: 'too_fast' }));
    expect(await solve.execute('login')).toEqual({ kind: 'failed', reason: 'too_fast', message: rawText('verify geetest too fast') });
  });

  it('player-journey §8 "Captcha loader error 60204 / 60205: \'Network failure\'"', async () => {
    const { solve } = setup({ login: on }, new FakeWidget({ kind: 'failed', reason: 'network_failure' }));
    expect(await solve.execute('login')).toEqual({ kind: 'failed', reason: 'network_failure', message: rawText('Network failure') });
  });

  it('shell §8 "Verification widget error: User error text plus numeric code": the widget\'s code stays in the message', async () => {
    const { solve } = setup({ login: on }, new FakeWidget({ kind: 'failed', reason: 'widget_error', message: 'Network unstable', code: 'error_21' }));
    expect(await solve.execute('login')).toEqual({
      kind: 'failed',
      reason: 'widget_error',
      message: text('captcha_error_code', { message: 'Network unstable', code: '21' }),
    });
  });

  it('a challenge request that fails or answers junk: Network failure, and no request-layer notice besides', async () => {
    const { solve, transport, harness } = setup({ login: on });
    transport.reply('/wps/captcha/geetest', ok({ nothing: true }));
    expect(await solve.execute('login')).toMatchObject({ kind: 'failed', reason: 'network_failure' });
    transport.reply('/wps/captcha/geetest', { kind: 'response', status: 500, body: 'down' });
    expect(await solve.execute('login')).toMatchObject({ kind: 'failed', reason: 'network_failure' });
    expect(harness.notices.state.dialogs).toHaveLength(0);
  });

  it('widget code that cannot be downloaded: Network failure, never a rejection', async () => {
    const transport = new ScriptedTransport().reply('/wps/captcha/geetest', ok({ gt: 'g', challenge: 'c' }));
    const harness = requestLayerHarness(transport);
    const solve = new SolveCaptcha({
      api: harness.api,
      sharedConfig: { execute: async () => ({ kind: 'loaded', config: configWith({ login: on }) }) },
      clock: harness.time,
      language: () => 'EN',
      widget: () => Promise.reject(new Error('chunk failed')),
    });
    expect(await solve.execute('login')).toMatchObject({ kind: 'failed', reason: 'network_failure' });
  });
});
