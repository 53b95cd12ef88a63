import { useCallback, useEffect, useState } from 'react';
import type { UseCase } from '../../adapters/composition/deferred-use-case';

/** A screen's data: the outcome of one call to `useCase`, made when the screen mounts; null until it answers. */
export function useUseCaseResult<R>(useCase: UseCase<[], R>): R | null {
  return useRetryableResult(useCase).result;
}

/** As useUseCaseResult, with `retry` to ask again (the result goes back to null while it runs). */
export function useRetryableResult<R>(useCase: UseCase<[], R>): { readonly result: R | null; readonly retry: () => void } {
  const [result, setResult] = useState<R | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void useCase.execute().then((outcome) => {
      if (live) setResult(outcome);
    });
    return () => {
      live = false;
    };
  }, [useCase, attempt]);
  const retry = useCallback(() => {
    setResult(null);
    setAttempt((n) => n + 1);
  }, []);
  return { result, retry };
}
