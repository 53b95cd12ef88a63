import { loadOnce } from '../browser/load-once';

/** A use case as its callers see it: one `execute`. */
export interface UseCase<A extends unknown[], R> {
  execute(...args: A): Promise<R>;
}

/**
 * Code a screen's submit needs, downloaded ahead of the submit while the player fills the form in: a browser keeps
 * a failed dynamic import for the page's life (adapters/browser/load-once.ts), so code first asked for in a network
 * drop could never run until a reload (docs/decisions.md "Warm the code a form submits with").
 */
export interface CodeWarmer {
  /** Downloads now; a failure is quiet (the submit tries again and answers it). */
  warm(): Promise<void>;
}

/** Warms what can be warmed: a deferred use case, not a fake or an eager one. */
export function warmIfDeferred(useCase: unknown): Promise<void> {
  const warm = (useCase as Partial<CodeWarmer> | null)?.warm;
  return typeof warm === 'function' ? warm.call(useCase) : Promise.resolve();
}

/**
 * A use case whose code is downloaded on first use, so it stays out of the first load. The code is
 * fetched once; a failed download (a dropped connection) gives the fallback answer and is tried again
 * on the next call, never an unhandled rejection.
 */
export function deferredUseCase<A extends unknown[], R>(
  load: () => Promise<UseCase<A, R>>,
  fallback: (error: unknown) => R,
): UseCase<A, R> & CodeWarmer {
  const loaded = loadOnce(load);
  return {
    warm: () => loaded().then(
      () => undefined,
      () => undefined,
    ),
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
