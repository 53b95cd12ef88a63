import type { interfaces } from 'inversify';
import type { Token } from './token';

/**
 * What a factory downloaded on first use (adapters/<area>/create-*.ts) reads from the container: only `get`, so those
 * files name no inversify type. Resolved when called, so tests may rebind a dependency before the first download.
 */
export interface ResolutionContext {
  get<T>(token: Token<T>): T;
}

/** The container behind a dynamic value's context as a ResolutionContext; `get` works destructured (`{ get }`). */
export function resolutionContext(context: interfaces.Context): ResolutionContext {
  const { container } = context;
  return { get: (token) => container.get(token) };
}
