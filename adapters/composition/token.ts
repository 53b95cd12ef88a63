import type { interfaces } from 'inversify';

/** A service identifier that remembers the type bound to it. */
export type Token<T> = interfaces.ServiceIdentifier<T> & { readonly __type?: T };
export const token = <T>(name: string): Token<T> => Symbol.for(`mobile-shell/${name}`) as Token<T>;
