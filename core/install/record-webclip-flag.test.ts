import { describe, expect, it } from 'vitest';
import type { RunFacts } from '../device/ports';
import { decideRunMode } from '../device/run-mode';
import { INSTALL_PHONES } from '../testing/install-fakes';
import { InMemoryStore } from '../testing/in-memory-store';
import { RecordWebclipFlag, WEBCLIP_FLAG_KEY } from './record-webclip-flag';

const iosHomeScreen: RunFacts = { ...INSTALL_PHONES['iPhone on iOS 17']!, navigatorStandalone: true };

describe('RecordWebclipFlag (player-journey §4 "WEBCLIP flag")', () => {
  it('an installed web app without the flag stores 1, and run mode then says webclip', () => {
    const local = new InMemoryStore();
    expect(new RecordWebclipFlag({ read: () => iosHomeScreen }, local).execute('')).toBe('1');
    expect(decideRunMode({ ...iosHomeScreen, webclipFlag: local.get(WEBCLIP_FLAG_KEY) }).runMode).toBe('webclip');
  });

  it('a launch with utm_source=homescreen stores 0: the manifest\'s home-screen app is a pwa', () => {
    const local = new InMemoryStore();
    expect(new RecordWebclipFlag({ read: () => iosHomeScreen }, local).execute('?utm_source=homescreen')).toBe('0');
    expect(decideRunMode({ ...iosHomeScreen, webclipFlag: local.get(WEBCLIP_FLAG_KEY) }).runMode).toBe('pwa');
  });

  it('the flag lives under local storage key "WEBCLIP" (a contract: phones already keep it there), so a stored 0 stays 0 on an installed launch', () => {
    const local = new InMemoryStore();
    local.set('WEBCLIP', '0');
    expect(new RecordWebclipFlag({ read: () => iosHomeScreen }, local).execute('')).toBe('0');
    expect(local.get('WEBCLIP')).toBe('0');
  });

  it('a plain browser visit leaves no flag', () => {
    const local = new InMemoryStore();
    expect(new RecordWebclipFlag({ read: () => INSTALL_PHONES['Android phone']! }, local).execute('?x=1')).toBeNull();
  });

  it('a launch that changes nothing writes nothing (localStorage would keep a written null as "null")', () => {
    const writes: [string, string][] = [];
    class RecordingStore extends InMemoryStore {
      override set(key: string, value: string): void {
        writes.push([key, value]);
        super.set(key, value);
      }
    }
    new RecordWebclipFlag({ read: () => INSTALL_PHONES['Android phone']! }, new RecordingStore()).execute('?x=1');
    expect(writes).toEqual([]);
  });
});
