import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { GeetestScriptWidget } from '../captcha/geetest-script-widget';
import { mockV3Proof } from '../captcha/mock-proof';
import { captchaModule } from './captcha-module';
import { createContainer } from './create-container';
import { mockSignInModule } from './mock-sign-in-module';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

function wiring(settings: Record<string, unknown>) {
  const transport = new ScriptedTransport()
    .reply(endpoints.consolidatedSettings.path, ok(settings))
    .reply(endpoints.geetest.path, ok({ gt: 'gt1', challenge: 'abc', newCaptcha: true }));
  const platform = testPlatform({ transport, overrides: [mockSignInModule] });
  const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, platform);
  return { container, transport, time: platform.clock };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('composition: captcha', () => {
  it('mock builds bind the slider (mock-sign-in-module.ts)', () => {
    const { container } = wiring({});
    expect(container.get(TOKENS.SliderCaptcha)).not.toBeNull();
  });

  it('player-journey §5: with the login setting off, no challenge is fetched and no slider shows', async () => {
    const { container, transport } = wiring({ login: { captcha: { enabled: false } } });
    expect(await container.get(TOKENS.SolveCaptcha).execute('login')).toEqual({ kind: 'not-required' });
    expect(transport.to(endpoints.geetest.path)).toHaveLength(0);
    expect(container.get(TOKENS.SliderCaptcha)?.current).toBeNull();
  });

  it('with the setting on, the v3 challenge is fetched and the slider solved gives the proof', async () => {
    const { container, transport, time } = wiring({ login: { captcha: { enabled: true } } });
    const solving = container.get(TOKENS.SolveCaptcha).execute('login');
    const slider = container.get(TOKENS.SliderCaptcha)!;
    while (!slider.current) await flush();
    expect(transport.to(endpoints.geetest.path)).toHaveLength(1);
    slider.start();
    time.advance(1000);
    slider.release(slider.current.target);
    expect(await solving).toEqual({ kind: 'solved', proof: mockV3Proof('abc') });
  });

  it('outside mock builds: no slider; the geetest script widget is downloaded on first need, once', async () => {
    const container = new Container();
    container.bind(TOKENS.Clock).toConstantValue({ now: () => 0 });
    container.bind(TOKENS.Scheduler).toConstantValue({ after: () => () => {} });
    container.load(captchaModule);
    expect(container.get(TOKENS.SliderCaptcha)).toBeNull();
    const widget = container.get(TOKENS.CaptchaWidget);
    const first = await widget();
    expect(first).toBeInstanceOf(GeetestScriptWidget);
    expect(await widget()).toBe(first);
  });
});
