import { describe, expect, it } from 'vitest';
import { LocationPageExit } from './location-page-exit';

describe('LocationPageExit', () => {
  it('assigns http(s) addresses, never another scheme, and reloads', () => {
    const calls: string[] = [];
    const exit = new LocationPageExit({ assign: (url) => calls.push(`assign ${String(url)}`), reload: () => calls.push('reload') });
    exit.assign('https://a.example/m/index.html');
    exit.assign('javascript:alert(1)');
    exit.assign('data:text/html,x');
    exit.reload();
    expect(calls).toEqual(['assign https://a.example/m/index.html', 'reload']);
  });
});
