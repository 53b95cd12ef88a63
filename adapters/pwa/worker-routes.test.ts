import { describe, expect, it } from 'vitest';
import { isAppConfig, isAsset, servesShell } from './worker-routes';

const ORIGIN = 'https://site.example';
const url = (path: string) => new URL(path, ORIGIN);

describe('what the worker answers (docs/decisions.md "PWA: what is cached")', () => {
  it('every screen under /m/ gets the shell, with its query', () => {
    for (const path of ['/m/', '/m/home', '/m/login?token=abc', '/m/securityCenter/addBankCard', '/m/register.html', '/m/index.html?x=1', '/m/no-such-page']) {
      expect(servesShell(path), path).toBe(true);
    }
  });

  it('never the files nginx serves as they are, nor anything outside /m/ (the backend paths)', () => {
    for (const path of ['/m/assets/index-abc.js', '/m/.vite/manifest.json', '/m/app-config.json', '/m/app-config.json?x=1', '/m/asset-manifest.json?_=1', '/m/sw.js', '/wps/system/status', '/mini-game/a.js', '/mobile/mc/redirect.html', '/']) {
      expect(servesShell(path), path).toBe(false);
    }
  });

  it('hashed assets and app-config.json are recognised on this origin only', () => {
    expect(isAsset(url('/m/assets/cn-abc.js'), ORIGIN)).toBe(true);
    expect(isAsset(url('/m/assetsx/a.js'), ORIGIN)).toBe(false);
    expect(isAsset(new URL('https://cdn.example/m/assets/a.js'), ORIGIN)).toBe(false);
    expect(isAppConfig(url('/m/app-config.json?v=2'), ORIGIN)).toBe(true);
    expect(isAppConfig(url('/wps/app-config.json'), ORIGIN)).toBe(false);
    expect(isAppConfig(new URL('https://other.example/m/app-config.json'), ORIGIN)).toBe(false);
  });
});
