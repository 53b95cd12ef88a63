import { Container } from 'inversify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { resolvedValue } from './resolved-value';
import { token } from './token';

const Name = token<string>('test/resolved-value/Name');
const Count = token<number>('test/resolved-value/Count');
const Label = token<string>('test/resolved-value/Label');

function container(): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(Name).toConstantValue('lanes');
  c.bind(Count).toConstantValue(3);
  return c;
}

describe('resolvedValue: a value made from other bindings (what inversify 8 called toResolvedValue)', () => {
  it('the factory gets each dependency in the order the tokens are given, typed from the tokens', () => {
    const c = container();
    c.bind(Label).toDynamicValue(
      resolvedValue(
        (count, name) => {
          expectTypeOf(count).toEqualTypeOf<number>();
          expectTypeOf(name).toEqualTypeOf<string>();
          return `${count} ${name}`;
        },
        [Count, Name],
      ),
    );
    expect(c.get(Label)).toBe('3 lanes');
  });

  it('dependencies are read when the value is first made, so a rebind before then wins (tests swap fakes so)', () => {
    const c = container();
    c.bind(Label).toDynamicValue(resolvedValue((name) => name.toUpperCase(), [Name]));
    c.rebind(Name).toConstantValue('providers');
    expect(c.get(Label)).toBe('PROVIDERS');
  });

  it('in singleton scope the factory runs once', () => {
    const c = container();
    let made = 0;
    c.bind(Label)
      .toDynamicValue(resolvedValue((name) => `${name} ${++made}`, [Name]))
      .inSingletonScope();
    expect(c.get(Label)).toBe('lanes 1');
    expect(c.get(Label)).toBe('lanes 1');
    expect(made).toBe(1);
  });

  it('no dependencies: the factory is called with none', () => {
    const c = container();
    c.bind(Label).toDynamicValue(resolvedValue((...deps: []) => `none ${deps.length}`, []));
    expect(c.get(Label)).toBe('none 0');
  });
});
