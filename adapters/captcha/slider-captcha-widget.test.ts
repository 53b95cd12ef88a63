import { describe, expect, it } from 'vitest';
import type { CaptchaRequest } from '../../core/captcha/ports';
import { ManualTime } from '../../core/testing/manual-scheduler';
import { mockV3Proof, targetOf } from './mock-proof';
import { SLIDER_TOLERANCE, SliderCaptchaWidget, TOO_FAST_MS } from './slider-captcha-widget';

const V3: CaptchaRequest = { version: 'v3', scene: 'login', gt: 'g', challenge: 'abc123', newCaptcha: true, language: 'en' };
const V4: CaptchaRequest = { version: 'v4', scene: 'sms', captchaId: 'id4', language: 'en' };

function setup() {
  const time = new ManualTime();
  const widget = new SliderCaptchaWidget(time, () => 'lot0123456789abc');
  return { time, widget };
}

describe('SliderCaptchaWidget (mock mode)', () => {
  it('shows one slider whose gap comes from the challenge; released on the gap after 300 ms it yields the proof the mock accepts', async () => {
    const { time, widget } = setup();
    const solving = widget.solve(V3);
    const shown = widget.current!;
    expect(shown).toMatchObject({ scene: 'login', target: targetOf('abc123'), tolerance: SLIDER_TOLERANCE });
    widget.start();
    time.advance(TOO_FAST_MS);
    expect(widget.release(shown.target + SLIDER_TOLERANCE)).toBe('solved');
    expect(await solving).toEqual({ kind: 'solved', proof: mockV3Proof('abc123') });
    expect(widget.current).toBeNull();
    expect(mockV3Proof('abc123')).toMatchObject({ geetestValidate: '321cba', geetestSeccode: '321cba|jordan' });
  });

  it('released off the gap: missed, the slider stays open for another try', async () => {
    const { time, widget } = setup();
    const solving = widget.solve(V3);
    const { target } = widget.current!;
    time.advance(1000);
    expect(widget.release(target + SLIDER_TOLERANCE + 0.01)).toBe('missed');
    expect(widget.current).not.toBeNull();
    time.advance(1000);
    expect(widget.release(target)).toBe('solved');
    expect((await solving).kind).toBe('solved');
  });

  it('player-journey §5 "A captcha solved too fast gives \'verify geetest too fast\'": under 300 ms from the first touch', async () => {
    const { time, widget } = setup();
    const solving = widget.solve(V3);
    time.advance(5000);
    widget.start();
    time.advance(TOO_FAST_MS - 1);
    expect(widget.release(widget.current!.target)).toBe('too_fast');
    expect(await solving).toEqual({ kind: 'failed', reason: 'too_fast' });
  });

  it('player-journey §5 "Closing the captcha leads to the message verify_first"', async () => {
    const { widget } = setup();
    const solving = widget.solve(V3);
    widget.cancel();
    expect(await solving).toEqual({ kind: 'failed', reason: 'verify_first' });
    expect(widget.release(0.5)).toBe('none');
  });

  it('a newer captcha closes the one still open', async () => {
    const { widget } = setup();
    const first = widget.solve(V3);
    void widget.solve(V3);
    expect(await first).toEqual({ kind: 'failed', reason: 'verify_first' });
    expect(widget.current?.id).toBe(2);
  });

  it('v4: the proof is one JSON string of lot_number, captcha_output, pass_token (lot_number reversed), gen_time', async () => {
    const { time, widget } = setup();
    const solving = widget.solve(V4);
    time.advance(1000);
    widget.release(widget.current!.target);
    const outcome = await solving;
    expect(outcome.kind).toBe('solved');
    const proof = outcome.kind === 'solved' ? outcome.proof : null;
    expect(proof?.version).toBe('v4');
    const parts = JSON.parse(proof?.version === 'v4' ? proof.geetestValidateV4 : '{}') as Record<string, string>;
    expect(parts).toMatchObject({ lot_number: 'lot0123456789abc', pass_token: 'cba9876543210tol' });
    expect(Object.keys(parts)).toEqual(['lot_number', 'captcha_output', 'pass_token', 'gen_time']);
  });

  it('the gap is between 20 % and 80 % of the track', () => {
    for (const seed of ['a', 'zzzz', '0123456789abcdef0123456789abcdef', '']) {
      expect(targetOf(seed)).toBeGreaterThanOrEqual(0.2);
      expect(targetOf(seed)).toBeLessThanOrEqual(0.8);
    }
  });
});
