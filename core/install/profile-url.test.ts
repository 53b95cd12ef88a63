import { describe, expect, it } from 'vitest';
import { mobileconfigUrl } from './profile-url';

describe('the iOS profile from the download resources (shell §3 "Resource")', () => {
  const list = [
    { resourceType: 'Android', url: 'https://d.example/app.apk' },
    { resourceType: 'MOBILECONFIG', url: 'https://d.example/webclip.mobileconfig' },
  ];
  it('finds MOBILECONFIG in a list under value, under value.resources or at the top level', () => {
    expect(mobileconfigUrl({ success: true, value: list })).toBe('https://d.example/webclip.mobileconfig');
    expect(mobileconfigUrl({ success: true, value: { resources: list } })).toBe('https://d.example/webclip.mobileconfig');
    expect(mobileconfigUrl(list)).toBe('https://d.example/webclip.mobileconfig');
  });
  it('refuses non-http(s) links and junk', () => {
    expect(mobileconfigUrl({ value: [{ resourceType: 'MOBILECONFIG', url: 'javascript:alert(1)' }] })).toBeNull();
    expect(mobileconfigUrl({ value: [{ resourceType: 'IOS', url: 'https://d.example/ios' }] })).toBeNull();
    expect(mobileconfigUrl({ value: 'nope' })).toBeNull();
    expect(mobileconfigUrl(null)).toBeNull();
  });
});
