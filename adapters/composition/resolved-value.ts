import type { interfaces } from 'inversify';
import type { Token } from './token';

/** The values the tokens stand for, position by position. */
export type Resolved<Tokens extends readonly Token<unknown>[]> = { -readonly [K in keyof Tokens]: Tokens[K] extends Token<infer T> ? T : never };

/**
 * A binding's value made from other bindings (inversify 8's `toResolvedValue(factory, deps)`, which inversify 6 has
 * not): `bind(X).toDynamicValue(resolvedValue(factory, [TOKENS.A, TOKENS.B]))`. Each dependency is read from the
 * container when the value is made, in the order given, and the factory's parameters are typed from the tokens.
 */
export function resolvedValue<const Tokens extends readonly Token<unknown>[], T>(
  factory: (...deps: Resolved<Tokens>) => T,
  deps: Tokens,
): (context: interfaces.Context) => T {
  return (context) => factory(...(deps.map((token) => context.container.get(token)) as Resolved<Tokens>));
}
