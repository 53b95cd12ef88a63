import { useCallback, useEffect, useRef, useState } from 'react';
import { TOKENS } from '../../adapters/composition/tokens';
import type { Cancel } from '../../core/runtime/ports';
import { useService } from '../app/container-context';

export interface Countdown {
  readonly secondsLeft: number;
  /** Counts down from `seconds` to 0, one a second; starting again starts over. */
  readonly start: (seconds: number) => void;
}

/**
 * The send-code countdown (player-journey §4 "Second factor": its length comes from the server, or 60 s with the
 * fallback provider). It ticks on the Scheduler port, so tests drive it with the hand-moved clock.
 */
export function useCountdown(): Countdown {
  const scheduler = useService(TOKENS.Scheduler);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const cancel = useRef<Cancel | null>(null);

  useEffect(() => () => cancel.current?.(), []);

  const start = useCallback(
    (seconds: number) => {
      cancel.current?.();
      cancel.current = null;
      setSecondsLeft(seconds);
      // Each tick schedules the next from the task itself, not from a render: moving the clock by a minute ticks 60 times.
      const tick = (left: number) => {
        if (left <= 0) return;
        cancel.current = scheduler.after(1_000, () => {
          setSecondsLeft(left - 1);
          tick(left - 1);
        });
      };
      tick(seconds);
    },
    [scheduler],
  );

  return { secondsLeft, start };
}
