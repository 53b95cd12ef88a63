import { useEffect, useState } from 'react';
import type { UseCase } from '../../adapters/composition/deferred-use-case';

/** A screen's data: the outcome of one call to `useCase`, made when the screen mounts; null until it answers. */
export function useUseCaseResult<R>(useCase: UseCase<[], R>): R | null {
  const [result, setResult] = useState<R | null>(null);
  useEffect(() => {
    let live = true;
    void useCase.execute().then((outcome) => {
      if (live) setResult(outcome);
    });
    return () => {
      live = false;
    };
  }, [useCase]);
  return result;
}
