import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SMS_FALLBACK_COUNTDOWN_SECONDS } from '../../core/registration/send-sms-code';
import { renderWithContainer } from '../testing/render-with-container';
import { SendCodeButton } from './send-code-button';
import { useCountdown } from './use-countdown';

/** A form's use of the pair: sending starts the countdown. */
function SendCodeProbe({ seconds }: { seconds: number }) {
  const countdown = useCountdown();
  const [sends, setSends] = useState(0);
  return (
    <>
      <SendCodeButton
        secondsLeft={countdown.secondsLeft}
        onSend={() => {
          setSends((n) => n + 1);
          countdown.start(seconds);
        }}
      />
      <output aria-label="sends">{sends}</output>
    </>
  );
}

describe('the send-code button (player-journey §4 "Second factor": the send-code countdown)', () => {
  it('offers "Send code" while no countdown runs, and sends when pressed', async () => {
    const onSend = vi.fn();
    await renderWithContainer(<SendCodeButton secondsLeft={0} onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('reads "Resend in N s" and is disabled while counting', async () => {
    const onSend = vi.fn();
    await renderWithContainer(<SendCodeButton secondsLeft={42} onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'Resend in 42 s' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('is disabled while a send is in flight, still reading "Send code"', async () => {
    await renderWithContainer(<SendCodeButton secondsLeft={0} sending onSend={() => {}} />);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
  });

  it('takes its names from the translations', async () => {
    await renderWithContainer(
      <>
        <SendCodeButton secondsLeft={0} onSend={() => {}} />
        <SendCodeButton secondsLeft={5} onSend={() => {}} />
      </>,
      {},
      { language: 'ES' },
    );
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reenviar en 5 s' })).toBeDisabled();
  });

  it('"or 60 s when the fallback provider is used": counts the seconds down on the clock, then offers sending again', async () => {
    const { time } = await renderWithContainer(<SendCodeProbe seconds={SMS_FALLBACK_COUNTDOWN_SECONDS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    act(() => time.advance(1_000));
    expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();
    act(() => time.advance(58_000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    act(() => time.advance(1_000));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('status', { name: 'sends' })).toHaveTextContent('2');
  });
});
