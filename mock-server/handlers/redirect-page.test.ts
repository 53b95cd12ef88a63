import { describe, expect, it } from 'vitest';
import { mockRedirectHtml } from './redirect-page';

const page = (search: string) => mockRedirectHtml(new URL(`http://localhost/mobile/mc/redirect.html${search}`));

describe('the mock download redirect page (/mobile/mc/redirect.html?url=…)', () => {
  it('offers the http(s) link it was given, escaped', () => {
    const html = page('?url=https%3A%2F%2Fdownload.mock.invalid%2Fdemo1%2Fapp.apk%3Fa%3D1%26b%3D%22x%22');
    expect(html).toContain('<h1>Download the app</h1>');
    expect(html).toContain('href="https://download.mock.invalid/demo1/app.apk?a=1&amp;b=%22x%22"');
  });

  it('refuses a missing link and any other scheme', () => {
    for (const search of ['', '?url=javascript%3Aalert(1)', '?url=data%3Atext%2Fhtml%2C1', '?url=not%20a%20url']) {
      const html = page(search);
      expect(html).toContain('not valid');
      expect(html).not.toContain('<a ');
    }
  });

  it('answers only its own path', () => {
    expect(mockRedirectHtml(new URL('http://localhost/mobile/mc/other.html?url=https%3A%2F%2Fx'))).toBeNull();
  });
});
