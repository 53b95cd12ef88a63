import { describe, expect, it } from 'vitest';
import { WindowLinkOpener } from './window-link-opener';

describe('external links', () => {
  it('open in a new tab without opener and referrer', () => {
    const calls: unknown[][] = [];
    new WindowLinkOpener((...args) => calls.push(args)).open('https://cs.example.com/');
    expect(calls).toEqual([['https://cs.example.com/', '_blank', 'noopener,noreferrer']]);
  });
});
