import { describe, expect, it } from 'vitest';
import { BOOT_SHELL_MARK } from './boot-shell-mark';

describe('the boot shell\'s paint mark (docs/decisions.md "Vitals for operators")', () => {
  it('is the "boot-shell-painted" performance mark: a name contract between the boot shell entry that sets it and the vitals adapter that reads it', () => {
    expect(BOOT_SHELL_MARK).toBe('boot-shell-painted');
  });
});
