import { describe, expect, it } from 'vitest';
import { popupHash } from './content-hash';

describe('the popup content hash (shell §4 "the hash of title plus content")', () => {
  it('"shown again when the hash of title plus content changes": a change to either changes it', () => {
    const base = popupHash({ title: 'Welcome', content: '<p>Daily draws</p>' });
    expect(popupHash({ title: 'Welcome', content: '<p>Daily draws</p>' })).toBe(base);
    expect(popupHash({ title: 'Welcome!', content: '<p>Daily draws</p>' })).not.toBe(base);
    expect(popupHash({ title: 'Welcome', content: '<p>Daily draws.</p>' })).not.toBe(base);
  });

  it('keeps title and content apart: moving text from one to the other is a change', () => {
    expect(popupHash({ title: 'ab', content: 'c' })).not.toBe(popupHash({ title: 'a', content: 'bc' }));
  });
});
