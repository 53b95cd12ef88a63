import { describe, expect, it } from 'vitest';
import { mockChatHtml, mockChatPath } from './chat-page';

describe('the mock chat room page (player-journey §5 "the chat opens")', () => {
  it('is served for its path, names the merchant and language, and escapes them', () => {
    const path = mockChatPath('DEMO1', 'EN');
    expect(path).toBe('/wps/mock/chat/demo1?lang=EN');
    const html = mockChatHtml(new URL(path, 'http://localhost'));
    expect(html).toContain('<h1>Customer chat</h1>');
    expect(html).toContain('demo1 (language EN)');
    expect(mockChatHtml(new URL('http://localhost/wps/mock/chat/demo1?lang=%3Cb%3E'))).toContain('language &lt;b&gt;');
  });

  it('is null for any other path, so the servers pass it on', () => {
    expect(mockChatHtml(new URL('http://localhost/wps/mock/chat/'))).toBeNull();
    expect(mockChatHtml(new URL('http://localhost/wps/mock/chat/a/b'))).toBeNull();
    expect(mockChatHtml(new URL('http://localhost/wps/mock/game/lottery/x'))).toBeNull();
  });
});
