import { describe, expect, it } from 'vitest';
import { decideAppUpgrade, MANDATORY_UPDATE_FLAG } from './app-upgrade';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const wrapper = (version: string) => ({ userAgent: `${ANDROID} AppAndroidVer/${version}`, inNativeApp: true });

describe('app-upgrade modal (shell §4 "The app-upgrade modal can be closed unless the white-label flag for mandatory updates is on")', () => {
  it(`the mandatory-update flag is ${MANDATORY_UPDATE_FLAG}`, () => {
    expect(MANDATORY_UPDATE_FLAG).toBe('FORCEAPPUPDATE3');
  });

  it('"can be closed" while the flag is off; not closable while it is on', () => {
    expect(decideAppUpgrade(wrapper('2.4.38'), false)).toEqual({ kind: 'show', closable: true });
    expect(decideAppUpgrade(wrapper('2.4.38'), true)).toEqual({ kind: 'show', closable: false });
  });

  it.each([
    ['2.4.38', true],
    ['2.4.1', true],
    ['2.3.99', true],
    ['1.9', true],
    ['2.4.39', false],
    ['2.4.40', false],
    ['2.4.100', false],
    ['2.5', false],
    ['3.0', false],
  ])('shows inside the wrapper below "Minimum app version for direct download 2.4.39" (shell §5): version %s shows: %s', (version, shows) => {
    expect(decideAppUpgrade(wrapper(version), false).kind).toBe(shows ? 'show' : 'none');
    expect(decideAppUpgrade(wrapper(version), true).kind).toBe(shows ? 'show' : 'none');
  });

  it('a wrapper whose user agent carries no readable version counts as outdated', () => {
    expect(decideAppUpgrade({ userAgent: `${ANDROID} AppVer`, inNativeApp: true }, true)).toEqual({ kind: 'show', closable: false });
  });

  it('never outside the wrapper, whatever the flag', () => {
    expect(decideAppUpgrade({ userAgent: ANDROID, inNativeApp: false }, false)).toEqual({ kind: 'none' });
    expect(decideAppUpgrade({ userAgent: ANDROID, inNativeApp: false }, true)).toEqual({ kind: 'none' });
    // Only the run mode says "inside the wrapper": an old version number in a browser's user agent does not count.
    expect(decideAppUpgrade({ userAgent: `${ANDROID} AppVer/2.0`, inNativeApp: false }, true)).toEqual({ kind: 'none' });
  });
});
