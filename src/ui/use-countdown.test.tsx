import { act, renderHook } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import { ManualTime } from '../../core/testing/manual-scheduler';
import { ContainerProvider } from '../app/container-context';
import { useCountdown } from './use-countdown';

function countdown() {
  const time = new ManualTime();
  const container = new Container();
  container.bind(TOKENS.Scheduler).toConstantValue(time);
  const wrapper = ({ children }: { children: ReactNode }) => <ContainerProvider container={container}>{children}</ContainerProvider>;
  return { time, ...renderHook(() => useCountdown(), { wrapper }) };
}

describe('useCountdown (player-journey §4 "Second factor": the send-code countdown)', () => {
  it('is idle until started', () => {
    const { result, time } = countdown();
    expect(result.current.secondsLeft).toBe(0);
    expect(time.pending()).toBe(0);
  });

  it('counts down one a second on the Scheduler port, and stops at 0', () => {
    const { result, time } = countdown();
    act(() => result.current.start(3));
    expect(result.current.secondsLeft).toBe(3);
    act(() => time.advance(999));
    expect(result.current.secondsLeft).toBe(3);
    act(() => time.advance(1));
    expect(result.current.secondsLeft).toBe(2);
    act(() => time.advance(2_000));
    expect(result.current.secondsLeft).toBe(0);
    act(() => time.advance(5_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(time.pending()).toBe(0);
  });

  it('starting again counts from the new length', () => {
    const { result, time } = countdown();
    act(() => result.current.start(60));
    act(() => time.advance(30_000));
    expect(result.current.secondsLeft).toBe(30);
    act(() => result.current.start(60));
    expect(result.current.secondsLeft).toBe(60);
    act(() => time.advance(1_000));
    expect(result.current.secondsLeft).toBe(59);
    expect(time.pending()).toBe(1);
  });

  it('leaves no timer behind when unmounted', () => {
    const { result, time, unmount } = countdown();
    act(() => result.current.start(60));
    expect(time.pending()).toBe(1);
    unmount();
    expect(time.pending()).toBe(0);
  });
});
