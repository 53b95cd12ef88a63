import { describe, expect, it } from 'vitest';
import { FakeInstallPromptSource } from '../testing/install-fakes';
import { InMemoryStore } from '../testing/in-memory-store';
import { A2HS_COUNT_KEY, WEB_APP_INSTALLED_KEY } from './install-keys';
import { InstallWebApp } from './install-web-app';

function rig() {
  const source = new FakeInstallPromptSource();
  const session = new InMemoryStore();
  const local = new InMemoryStore();
  return { source, session, local, installer: new InstallWebApp(source, session, local) };
}

describe('InstallWebApp ("install the web app now")', () => {
  it('without a captured prompt it is unavailable and prompts nothing', async () => {
    const r = rig();
    expect(r.installer.available()).toBe(false);
    expect(await r.installer.execute()).toBe('unavailable');
  });

  it('accepted: "the counter is set to 99 and an installed flag is stored"; the prompt is used once', async () => {
    const r = rig();
    r.source.offer('accepted');
    expect(await r.installer.execute()).toBe('accepted');
    expect(r.source.prompts).toBe(1);
    expect(r.session.get(A2HS_COUNT_KEY)).toBe('99');
    expect(r.local.get(WEB_APP_INSTALLED_KEY)).toBe('1');
    expect(r.installer.installed).toBe(true);
    expect(await r.installer.execute()).toBe('unavailable');
  });

  it('dismissed: nothing stored', async () => {
    const r = rig();
    r.source.offer('dismissed');
    expect(await r.installer.execute()).toBe('dismissed');
    expect(r.local.get(WEB_APP_INSTALLED_KEY)).toBeNull();
  });

  it('the browser\'s appinstalled event marks it installed and tells listeners', () => {
    const r = rig();
    let told = 0;
    r.installer.onInstalled(() => told++);
    r.source.installed();
    expect(r.installer.installed).toBe(true);
    expect(r.session.get(A2HS_COUNT_KEY)).toBe('99');
    expect(told).toBe(1);
  });
});
