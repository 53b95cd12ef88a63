import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGE_CSP, offlinePageHtml, offlineResponse, pickOfflineStrings, type OfflineCatalogue } from './offline-page';

const catalogue: OfflineCatalogue = {
  CN: { title: '网络已断开', message: '页面无法显示', retry: '重试' },
  EN: { title: 'Network offline', message: 'This screen could not be shown.', retry: 'Retry' },
  AR: { title: 'لا يوجد اتصال', message: 'تعذّر عرض هذه الشاشة', retry: 'إعادة المحاولة' },
  'PT-BR': { title: 'Sem conexão', message: 'Não foi possível', retry: 'Tentar <de novo>' },
};

describe('the offline page (docs/decisions.md "PWA: offline page")', () => {
  it('speaks the browser\'s language by the app\'s rules (shell §9), right to left for Arabic', () => {
    const ar = offlinePageHtml(catalogue, ['ar-EG', 'en'], 'https://site.example/m/home');
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('<h1>لا يوجد اتصال</h1>');
    const zh = offlinePageHtml(catalogue, ['zh-Hans-HK'], 'https://site.example/m/home');
    expect(zh).toContain('<html lang="zh-CN" dir="ltr">');
    expect(zh).toContain('<title>网络已断开</title>');
  });

  it('no browser language it knows: the default language (CN); a language missing from the catalogue: English', () => {
    expect(offlinePageHtml(catalogue, ['xx-YY'], '/m/')).toContain('<h1>网络已断开</h1>');
    expect(offlinePageHtml(catalogue, ['ja'], '/m/')).toContain('<h1>Network offline</h1>');
  });

  it('the retry link goes to the address that failed; strings and address are escaped', () => {
    const html = offlinePageHtml(catalogue, ['pt-BR'], 'https://site.example/m/login?next="><script>x</script>');
    expect(html).toContain('<a href="https://site.example/m/login?next=&quot;&gt;&lt;script&gt;x&lt;/script&gt;">Tentar &lt;de novo&gt;</a>');
    expect(html).not.toContain('<script');
  });

  it('is answered as a 503 HTML page that is never stored and may run nothing (production CSP: no inline script)', async () => {
    const response = offlineResponse(catalogue, ['en-US'], 'https://site.example/m/home');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe(OFFLINE_PAGE_CSP);
    expect(OFFLINE_PAGE_CSP).toContain("default-src 'none'");
    expect(OFFLINE_PAGE_CSP).not.toContain('script-src');
    expect(await response.text()).toContain('<h1>Network offline</h1>');
  });

  it('a locale without one of the three strings fails the build, naming it', () => {
    expect(pickOfflineStrings('EN', { network_offline: 'a', render_failed: 'b', retry: 'c' })).toEqual({ title: 'a', message: 'b', retry: 'c' });
    expect(() => pickOfflineStrings('KO', { network_offline: 'a', render_failed: '', retry: 'c' })).toThrow('locale KO has no render_failed');
  });
});
