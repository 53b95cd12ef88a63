import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CaptchaWidgetOutcome } from '../../core/captcha/ports';
import { TOKENS } from '../../adapters/composition/tokens';
import { mockV3Proof } from '../../adapters/captcha/mock-proof';
import { renderWithContainer } from '../testing/render-with-container';
import { KEY_STEP, SliderCaptcha } from './slider-captcha';

async function open() {
  const view = await renderWithContainer(<SliderCaptcha />);
  const widget = view.container.get(TOKENS.SliderCaptcha)!;
  let outcome: CaptchaWidgetOutcome | null = null;
  act(() => {
    void widget.solve({ version: 'v3', scene: 'login', gt: 'g', challenge: 'abc123', newCaptcha: true, language: 'en' }).then((o) => (outcome = o));
  });
  const slider = await screen.findByRole('slider', { name: 'Slider' });
  return { ...view, widget, slider, outcome: () => outcome };
}

const settle = () => act(async () => {});

describe('SliderCaptcha (mock mode)', () => {
  it('nothing shows until a captcha is pending', async () => {
    await renderWithContainer(<SliderCaptcha />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a modal with a labelled slider thumb (aria-valuenow), focused on open', async () => {
    const { slider } = await open();
    expect(screen.getByRole('dialog', { name: 'Security check' })).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveFocus();
  });

  it('arrow keys move the thumb; Enter on the gap after 300 ms solves it with the proof the mock accepts', async () => {
    const { widget, slider, time, outcome } = await open();
    const steps = Math.round(widget.current!.target / KEY_STEP);
    const user = userEvent.setup({ advanceTimers: () => {} });
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', String(Math.round(KEY_STEP * 100)));
    for (let i = 1; i < steps; i++) fireEvent.keyDown(slider, { key: 'ArrowRight' });
    act(() => time.advance(1000));
    fireEvent.keyDown(slider, { key: 'Enter' });
    await settle();
    expect(outcome()).toEqual({ kind: 'solved', proof: mockV3Proof('abc123') });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('let go off the gap: "try again", the thumb goes back, the slider stays', async () => {
    const { slider } = await open();
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.keyDown(slider, { key: 'Enter' });
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Not quite. Try again.');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('player-journey §5 "too fast": dragged onto the gap in under 300 ms', async () => {
    const { widget, slider, outcome } = await open();
    const track = screen.getByTestId('slider-track');
    track.getBoundingClientRect = () => ({ width: 344, height: 44, x: 0, y: 0, top: 0, left: 0, right: 344, bottom: 44, toJSON: () => ({}) });
    const x = widget.current!.target * 300;
    fireEvent.pointerDown(slider, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: x / 2, pointerId: 1 });
    fireEvent.pointerUp(slider, { clientX: x, pointerId: 1 });
    await settle();
    expect(outcome()).toEqual({ kind: 'failed', reason: 'too_fast' });
  });

  it('player-journey §5 "Closing the captcha leads to the message verify_first": the close button and Escape', async () => {
    const first = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await settle();
    expect(first.outcome()).toEqual({ kind: 'failed', reason: 'verify_first' });
    first.unmount();
    const second = await open();
    fireEvent.keyDown(second.slider, { key: 'Escape' });
    await settle();
    expect(second.outcome()).toEqual({ kind: 'failed', reason: 'verify_first' });
  });
});
