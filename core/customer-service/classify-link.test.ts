import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from '../url/http-url';
import { classifyPlainPath } from './classify-link';

describe('what a decrypted customer-service path opens', () => {
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'file:///etc/passwd', 'intent://x#Intent;end', '//cs.example.com/chat', '/m/home', 'not a link', 'https://'])(
    '"Links with a scheme other than http(s) are refused": %s',
    (plain) => {
      expect(safeHttpUrl(plain)).toBeNull();
      expect(classifyPlainPath(plain, 'AICAN')).toBeNull();
    },
  );

  it('an http(s) link of a link type opens as a link', () => {
    expect(classifyPlainPath(' https://cs.example.com/chat?id=1 ', 'MIDUOKE')).toEqual({ kind: 'link', url: 'https://cs.example.com/chat?id=1' });
    expect(classifyPlainPath('http://cs.example.com/', 'OTHER')).toEqual({ kind: 'link', url: 'http://cs.example.com/' });
  });

  it('a widget type (LIVECHAT, COMM100, COMM100VIP) with a .js URL is a support-widget script', () => {
    for (const csType of ['LIVECHAT', 'COMM100', 'COMM100VIP']) {
      expect(classifyPlainPath('https://cdn.example.com/widget.js?id=9', csType)).toEqual({
        kind: 'widget',
        scriptUrl: 'https://cdn.example.com/widget.js?id=9',
      });
    }
  });

  it('a widget type whose link is a page opens as a link; a .js URL of a link type is a link too', () => {
    expect(classifyPlainPath('https://chat.example.com/room', 'LIVECHAT')).toEqual({ kind: 'link', url: 'https://chat.example.com/room' });
    expect(classifyPlainPath('https://cdn.example.com/widget.js', 'AICAN')).toEqual({ kind: 'link', url: 'https://cdn.example.com/widget.js' });
  });

  it('a <script src> snippet of a widget type gives its http(s) script URL', () => {
    expect(classifyPlainPath('<script async src="https://cdn.example.com/w.js"></script>', 'COMM100')).toEqual({
      kind: 'widget',
      scriptUrl: 'https://cdn.example.com/w.js',
    });
  });

  it('a snippet is read as sent: spaces around it and around "=", and attributes after src, are allowed', () => {
    for (const snippet of [
      '  <script src="https://cdn.example.com/w.js"></script>\n',
      '<script src = "https://cdn.example.com/w.js"></script>',
      "<script src='https://cdn.example.com/w.js' async defer></script>",
    ]) {
      expect(classifyPlainPath(snippet, 'LIVECHAT'), snippet).toEqual({ kind: 'widget', scriptUrl: 'https://cdn.example.com/w.js' });
    }
  });

  it('markup around the snippet is refused: only one whole script tag is a widget', () => {
    expect(classifyPlainPath('<b>chat</b><script src="https://cdn.example.com/w.js"></script>', 'LIVECHAT')).toBeNull();
    expect(classifyPlainPath('<script src="https://cdn.example.com/w.js"></script><img src=x onerror=alert(1)>', 'LIVECHAT')).toBeNull();
  });

  it('inline script code, a snippet with a non-http(s) src, or a snippet on a link type is refused', () => {
    expect(classifyPlainPath('<script>alert(1)</script>', 'LIVECHAT')).toBeNull();
    expect(classifyPlainPath('<script src="javascript:alert(1)"></script>', 'LIVECHAT')).toBeNull();
    expect(classifyPlainPath('<script src="https://cdn.example.com/w.js"></script><script>alert(1)</script>', 'LIVECHAT')).toBeNull();
    expect(classifyPlainPath('<script src="https://cdn.example.com/w.js"></script>', 'AICAN')).toBeNull();
  });
});
