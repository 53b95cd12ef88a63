import { describe, expect, it } from 'vitest';
import { mockNavigationHtml } from './navigation-pages';

const page = (path: string) => mockNavigationHtml(new URL(path, 'http://localhost'));

describe('the pages the dev and preview servers answer for the mock', () => {
  it('serves the game, chat and download redirect stand-ins, and nothing else', () => {
    expect(page('/wps/mock/game/lottery/HN?view=lobby')).toContain('<h1>Lottery HN</h1>');
    expect(page('/wps/mock/chat/demo1?lang=EN')).toContain('<h1>Customer chat</h1>');
    expect(page('/mobile/mc/redirect.html?url=https%3A%2F%2Fexample.com%2Fapp')).toContain('<h1>Download the app</h1>');
    expect(page('/m/home')).toBeNull();
  });
});
