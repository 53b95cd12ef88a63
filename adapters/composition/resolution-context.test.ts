import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { resolutionContext, type ResolutionContext } from './resolution-context';
import { token } from './token';

const Name = token<string>('test/resolution-context/Name');
const Later = token<() => string>('test/resolution-context/Later');

describe('resolutionContext: what a factory downloaded on first use reads from the container', () => {
  it('`get` works destructured and reads the container when called, so a rebind before the download wins', () => {
    const c = new Container({ defaultScope: 'Singleton' });
    c.bind(Name).toConstantValue('first');
    // As the modules do: the factory runs later (after a download) with the context kept.
    const build = ({ get }: ResolutionContext) => get(Name);
    c.bind(Later).toDynamicValue((context) => () => build(resolutionContext(context)));
    const later = c.get(Later);
    c.rebind(Name).toConstantValue('rebound');
    expect(later()).toBe('rebound');
  });
});
