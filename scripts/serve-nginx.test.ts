import { describe, expect, it } from 'vitest';
import { renderSite } from './serve-nginx';

const BASE = { listen: '80', serverName: 'm.example', distDir: '/srv/m', upstream: 'https://api.example/x', snippetsDir: '/etc/nginx/snippets/' } as const;
/** The site without its header comment (which names the placeholders and markers). */
const body = (site: string) => {
  const lines = site.split('\n');
  return lines.slice(lines.findIndex((line) => line !== '' && !line.startsWith('#'))).join('\n');
};

describe('the site file, rendered for a server (README "Deploy")', () => {
  it('plain HTTP (TLS ends at a CDN): one server on the listen address, no TLS, no redirect, no marker left', () => {
    const site = body(renderSite(BASE));
    expect(site.match(/^server \{/gm)).toHaveLength(1);
    expect(site).toContain('    listen 80;\n');
    expect(site).not.toMatch(/ssl|return 301 https/);
    expect(site).not.toMatch(/>>>|<<</);
    expect(site).toContain('proxy_pass https://api.example;');
    expect(site).toContain('include /srv/m/.vite/mobile-web-csp-hashes.conf;');
    expect(site).not.toContain("'unsafe-inline'");
  });

  it('TLS in nginx: a plain server that only redirects (same host, path, query; the https port when not 443) and the app over TLS 1.2/1.3 with HTTP/2', () => {
    const tls = { certificate: '/etc/ssl/m.pem', certificateKey: '/etc/ssl/m.key', httpListen: '80' };
    const site = body(renderSite({ ...BASE, listen: '443', tls: { ...tls, httpsPort: 443 } }));
    expect(site.match(/^server \{/gm)).toHaveLength(2);
    expect(site).toContain('    listen 80;\n    server_name m.example;\n    server_tokens off;\n    return 301 https://$host$request_uri;\n}');
    expect(site).toContain('    listen 443 ssl http2;\n    ssl_certificate /etc/ssl/m.pem;\n    ssl_certificate_key /etc/ssl/m.key;');
    expect(site).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    expect(site).not.toMatch(/>>>|<<<|\{\{/);
    expect(body(renderSite({ ...BASE, listen: '127.0.0.1:8443', tls: { ...tls, httpListen: '127.0.0.1:8080', httpsPort: 8443 } }))).toContain('return 301 https://$host:8443$request_uri;');
  });

  it('--csp-report-uri: the policy reports its violations there, after the whole policy is composed; none by default; nothing that could end the directive', () => {
    const site = body(renderSite({ ...BASE, cspReportUri: '/wps/__csp-report' }));
    const report = site.indexOf('set $mobile_web_csp "${mobile_web_csp}; report-uri /wps/__csp-report";');
    expect(report).toBeGreaterThan(site.indexOf('include /etc/nginx/snippets/mobile-web-csp.conf;'));
    expect(body(renderSite(BASE))).not.toContain('report-uri');
    expect(body(renderSite({ ...BASE, cspReportUri: 'https://csp.example/r' }))).toContain('report-uri https://csp.example/r";');
    for (const bad of ['wps/r', 'javascript:x', '/r; script-src *', '/r"', 'ftp://x/r']) expect(() => renderSite({ ...BASE, cspReportUri: bad })).toThrow(/report URI/);
  });

  it('--widget-inline-styles: inline styles allowed in place of the splash\'s hash, for a merchant whose support widget injects <style>', () => {
    const site = body(renderSite({ ...BASE, widgetInlineStyles: true }));
    const include = site.indexOf('mobile-web-csp-hashes.conf;');
    const inline = site.indexOf(`set $csp_style_hashes "'unsafe-inline'";`);
    expect(inline).toBeGreaterThan(include);
    expect(inline).toBeLessThan(site.indexOf('include /etc/nginx/snippets/mobile-web-csp.conf;'));
  });

  it('extra stylesheet origins only: a quote, a semicolon or a variable is refused', () => {
    expect(body(renderSite({ ...BASE, cspStyleExtra: ' https://widget.example  https://cdn.example ' }))).toContain('set $csp_style_extra "https://widget.example https://cdn.example";');
    for (const bad of ["'unsafe-inline'", 'https://a.example; script-src *', '$host']) expect(() => renderSite({ ...BASE, cspStyleExtra: bad })).toThrow('extra CSP sources');
  });
});
