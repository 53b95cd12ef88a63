import { describe, expect, it } from 'vitest';
import { SHELL_SOURCES, shellFiles, type ViteManifest } from './shell-precache';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework-1.js'], css: ['assets/index-1.css'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  'src/main.tsx': { file: 'assets/main-1.js', imports: ['_framework-1.js'] },
  'adapters/http/axios-transport.ts': { file: 'assets/axios-transport-1.js' },
  '_layout-1.js': { file: 'assets/layout-1.js', imports: ['_framework-1.js'], css: ['assets/layout-1.css'] },
  'src/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_layout-1.js', 'index.html'] },
  'src/sign-in/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['_layout-1.js'] },
  'src/registration/register-page.tsx': { file: 'assets/register-page-1.js' },
  'src/status/not-found-page.tsx': { file: 'assets/not-found-page-1.js' },
  'src/member/withdraw-page.tsx': { file: 'assets/withdraw-page-1.js', imports: ['_withdraw-form-1.js'] },
  '_withdraw-form-1.js': { file: 'assets/withdraw-form-1.js' },
  'src/i18n/locales/cn.ts': { file: 'assets/cn-1.js' },
  'src/i18n/locales/en.ts': { file: 'assets/en-1.js' },
};

describe('the precached shell (docs/decisions.md "PWA: what is cached": the app shell precached, not every lazy chunk)', () => {
  it('the page, the entry, the request layer\'s axios, the guest screens and the default language, with what they import and their CSS', () => {
    expect([...shellFiles(manifest)].sort()).toEqual([
      'assets/axios-transport-1.js',
      'assets/cn-1.js',
      'assets/framework-1.js',
      'assets/home-page-1.js',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/layout-1.css',
      'assets/layout-1.js',
      'assets/login-page-1.js',
      'assets/main-1.js',
      'assets/not-found-page-1.js',
      'assets/register-page-1.js',
      'index.html',
    ]);
  });

  it('a member screen and another language stay out (cached when first used)', () => {
    const files = shellFiles(manifest);
    expect(files.has('assets/withdraw-page-1.js')).toBe(false);
    expect(files.has('assets/withdraw-form-1.js')).toBe(false);
    expect(files.has('assets/en-1.js')).toBe(false);
  });

  it('a shell source the build no longer has fails the build instead of precaching less', () => {
    const { ['src/sign-in/login-page.tsx']: _gone, ...without } = manifest;
    expect(() => shellFiles(without)).toThrow('shell precache: src/sign-in/login-page.tsx is not in the build manifest');
    expect(SHELL_SOURCES).toContain('src/sign-in/login-page.tsx');
  });
});
