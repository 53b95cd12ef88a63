import { loadOnce } from '../browser/load-once';

/** A use case as its callers see it: one `execute`. */
export interface UseCase<A extends unknown[], R> {
  execute(...args: A): Promise<R>;
}

/**
 * A use case whose code is downloaded on first use, so it stays out of the first load. The code is
 * fetched once; a failed download (a dropped connection) gives the fallback answer and is tried again
 * on the next call, never an unhandled rejection.
 */
export function deferredUseCase<A extends unknown[], R>(
  load: () => Promise<UseCase<A, R>>,
  fallback: (error: unknown) => R,
): UseCase<A, R> {
  const loaded = loadOnce(load);
  return {
    async execute(...args: A): Promise<R> {
      let useCase: UseCase<A, R>;
      try {
        useCase = await loaded();
      } catch (error) {
        return fallback(error);
      }
      return useCase.execute(...args);
    },
  };
}
