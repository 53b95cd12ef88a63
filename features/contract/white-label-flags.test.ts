import { describe, expect, it } from 'vitest';
import { WHITE_LABEL_FLAGS as CLIENT_FLAGS } from '../../core/config/white-label-flags';
import { WHITE_LABEL_FLAGS as MOCK_FLAGS } from '../../mock-server/white-label-flags';

// The one place that reads both lists: the mock imports nothing of ours, core nothing of the mock's.
describe('the white-label options (player-journey §1 "names as the product spells them")', () => {
  it('the mock serves and switches exactly the options the app reads, none more, none fewer', () => {
    expect([...MOCK_FLAGS].sort()).toEqual([...CLIENT_FLAGS].sort());
  });

  it('each is named once, in the product\'s upper-case …3 spelling', () => {
    expect(new Set(CLIENT_FLAGS).size).toBe(CLIENT_FLAGS.length);
    for (const flag of CLIENT_FLAGS) expect(flag).toMatch(/^[A-Z]+3$/);
  });
});
