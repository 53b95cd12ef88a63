import { describe, expect, it } from 'vitest';
import { DEFAULT_MAYA_ENV, mayaEnv, mayaSessionId } from './maya-session-id';

describe('Maya login trigger (docs/decisions.md "Social and phone-code sign-in": "a sessionId query field triggers it")', () => {
  it('a sessionId query field starts it; missing or blank does not', () => {
    expect(mayaSessionId('?sessionId=%20abc-123%20&x=1')).toBe('abc-123');
    expect(mayaSessionId(new URLSearchParams({ sessionId: 'm1' }))).toBe('m1');
    expect(mayaSessionId('?sessionId=')).toBeNull();
    expect(mayaSessionId('?token=t')).toBeNull();
  });

  it('env comes from the query, else the recorded default', () => {
    expect(mayaEnv('?sessionId=a&env=sandbox')).toBe('sandbox');
    expect(mayaEnv('?sessionId=a')).toBe(DEFAULT_MAYA_ENV);
  });

  it('docs/decisions.md "Maya login: env is the page\'s env query field, else production"', async () => {
    // The default is a module constant: this test loads its own copy of the module, so StrykerJS (ignoreStatic),
    // which measures top-level code only by the tests during which it runs, counts it here.
    const copy = './maya-session-id?fresh'; // a specifier TypeScript does not resolve: the module's types are named below
    const fresh = (await import(/* @vite-ignore */ copy)) as typeof import('./maya-session-id');
    expect(fresh.mayaEnv('?sessionId=a')).toBe('production');
  });

  it('the env query field is trimmed; a blank one is the recorded default', () => {
    expect(mayaEnv('?env=%20sandbox%20')).toBe('sandbox');
    expect(mayaEnv(new URLSearchParams({ env: '  ' }))).toBe(DEFAULT_MAYA_ENV);
  });
});
