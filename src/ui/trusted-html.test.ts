import { describe, expect, it } from 'vitest';
import { trustedHtml } from './trusted-html';
import { HTML_POLICY } from '../../adapters/browser/trusted-types-policies';

const sanitizer = { sanitize: (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '') };

describe('server HTML for an innerHTML sink (docs/decisions.md "Trusted Types")', () => {
  it('without Trusted Types: the sanitised string', () => {
    expect(trustedHtml('<p>Bonus</p><script>x()</script>', sanitizer, {})).toBe('<p>Bonus</p>');
  });

  it(`with Trusted Types: a TrustedHTML from the ${HTML_POLICY} policy, whose one rule is the sanitiser, created once`, () => {
    const created: string[] = [];
    const trustedTypes = {
      createPolicy: (name: string, rules: { createHTML(input: string): string }) => {
        created.push(name);
        return { createHTML: (input: string) => ({ trusted: rules.createHTML(input) }) };
      },
    };
    expect(trustedHtml('<p>A</p><script>x()</script>', sanitizer, { trustedTypes })).toEqual({ trusted: '<p>A</p>' });
    expect(trustedHtml('<b>B</b>', sanitizer, { trustedTypes })).toEqual({ trusted: '<b>B</b>' });
    expect(created).toEqual([HTML_POLICY]);
  });
});
