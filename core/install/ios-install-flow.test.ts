import { describe, expect, it } from 'vitest';
import { IOS_TIP_FROM_VERSION, iosInstallFlow, iosMajorVersion } from './ios-install-flow';

const IPHONE = (version: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148`;

describe('the iOS major version', () => {
  it('reads the iOS major version from iPhone, iPad and desktop-mode iPad user agents', () => {
    expect(iosMajorVersion('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15')).toBe(17);
    expect(iosMajorVersion('Mozilla/5.0 (iPhone; CPU iPhone OS 16_6_1 like Mac OS X) AppleWebKit/605.1.15')).toBe(16);
    expect(iosMajorVersion('Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15')).toBe(18);
    expect(iosMajorVersion('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15')).toBe(17);
    expect(iosMajorVersion('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36')).toBeNull();
  });

  it('minor and patch parts of any length; a desktop-mode Safari version without a minor part', () => {
    expect(iosMajorVersion('Mozilla/5.0 (iPhone; CPU iPhone OS 16_10 like Mac OS X) AppleWebKit/605.1.15')).toBe(16);
    expect(iosMajorVersion('Mozilla/5.0 (iPhone; CPU iPhone OS 16_6_10 like Mac OS X) AppleWebKit/605.1.15')).toBe(16);
    expect(iosMajorVersion('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18 Safari/605.1.15')).toBe(18);
  });
});

describe('the iOS install flow (player-journey §5 "iOS 17 or later shows a tip; earlier versions show a go-to-settings notice and then open a profile"; shell §4)', () => {
  it('from iOS 17', () => expect(IOS_TIP_FROM_VERSION).toBe(17));

  it('"iOS 17 or later shows a tip": 17.0, 17.4 and 18 (shell\'s "iOS 17" read as 17 or later)', () => {
    for (const version of ['17_0', '17_4', '18_0', '26_1']) expect(iosInstallFlow(IPHONE(version)), version).toBe('tip');
  });

  it('"earlier versions show a go-to-settings notice and then open a profile": 16.7 and older', () => {
    for (const version of ['16_7', '16_6_1', '15_8', '12_5_7']) expect(iosInstallFlow(IPHONE(version)), version).toBe('profile');
  });

  it('a desktop-mode iPad by its Safari version; an unreadable version gets the profile', () => {
    expect(iosInstallFlow('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15')).toBe('tip');
    expect(iosInstallFlow('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Safari/605.1.15')).toBe('profile');
    expect(iosInstallFlow('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15')).toBe('profile');
  });
});
