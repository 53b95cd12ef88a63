import { describe, expect, it } from 'vitest';
import { checkScriptAddress, scriptSource } from './trusted-script-url';
import { SCRIPT_URL_POLICY } from './trusted-types-policies';

const BASE = 'https://m.example/m/home';
const plainPage = { baseURI: BASE, defaultView: null };

/** A window with Trusted Types: records the policies created and wraps what they create. */
function trustedTypesPage() {
  const created: string[] = [];
  const trustedTypes = {
    createPolicy: (name: string, rules: { createScriptURL(input: string): string }) => {
      created.push(name);
      return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }) };
    },
  };
  return { created, doc: { baseURI: BASE, defaultView: { trustedTypes } } };
}

describe('script addresses (docs/decisions.md "Trusted Types"): checked, then trusted', () => {
  it('the page\'s own origin is always allowed, relative addresses too; another origin only over https and when named', () => {
    expect(() => checkScriptAddress('/mini-game/v1/widget.js', 'same-origin', BASE)).not.toThrow();
    expect(() => checkScriptAddress('https://m.example/x.js', 'same-origin', BASE)).not.toThrow();
    expect(() => checkScriptAddress('https://cdn.example/x.js', 'same-origin', BASE)).toThrow(TypeError);
    expect(() => checkScriptAddress('https://static.geetest.com/gt.js', ['https://static.geetest.com'], BASE)).not.toThrow();
    expect(() => checkScriptAddress('https://static.geetest.com.attacker.test/gt.js', ['https://static.geetest.com'], BASE)).toThrow('not allowed');
    expect(() => checkScriptAddress('http://static.geetest.com/gt.js', ['http://static.geetest.com'], BASE)).toThrow('not allowed');
    expect(() => checkScriptAddress('https://widget.example/w.js', 'https', BASE)).not.toThrow();
  });

  it('never a script scheme, a data or blob address, nor something that is no address', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/javascript,alert(1)', 'blob:https://m.example/1', 'http://widget.example/w.js']) {
      expect(() => checkScriptAddress(bad, 'https', BASE), bad).toThrow('not allowed');
    }
    expect(() => checkScriptAddress('https://[::1', 'https', BASE)).toThrow('not a script address');
  });

  it('without Trusted Types the address is handed on as it is', () => {
    expect(scriptSource('/mini-game/v1/widget.js', 'same-origin', plainPage)).toBe('/mini-game/v1/widget.js');
  });

  it(`with Trusted Types it goes through the ${SCRIPT_URL_POLICY} policy, created once per window`, () => {
    const { created, doc } = trustedTypesPage();
    expect(scriptSource('https://static.geetest.com/gt.js', ['https://static.geetest.com'], doc)).toEqual({ trusted: 'https://static.geetest.com/gt.js' });
    expect(scriptSource('/x.js', 'same-origin', doc)).toEqual({ trusted: '/x.js' });
    expect(created).toEqual([SCRIPT_URL_POLICY]);
  });

  it('a refused address reaches no policy', () => {
    const { created, doc } = trustedTypesPage();
    expect(() => scriptSource('https://attacker.test/x.js', 'same-origin', doc)).toThrow(TypeError);
    expect(created).toEqual([]);
  });
});
