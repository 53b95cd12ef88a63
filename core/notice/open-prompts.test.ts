import { describe, expect, it } from 'vitest';
import { OpenPrompts } from './open-prompts';

describe('OpenPrompts (shell §4 "skipped if another prompt is already open")', () => {
  it('a claimed prompt is open until released; another prompt sees it, the prompt itself does not', () => {
    const prompts = new OpenPrompts();
    expect(prompts.anotherOpen('app-download')).toBe(false);
    const release = prompts.claim('push-permission');
    expect([...prompts.open]).toEqual(['push-permission']);
    expect(prompts.anotherOpen('app-download')).toBe(true);
    expect(prompts.anotherOpen('push-permission')).toBe(false);
    release();
    expect(prompts.open.size).toBe(0);
    expect(prompts.anotherOpen('app-download')).toBe(false);
  });

  it('releasing twice does not close a later claim of the same prompt', () => {
    const prompts = new OpenPrompts();
    const first = prompts.claim('update-alert');
    first();
    const second = prompts.claim('update-alert');
    first();
    expect(prompts.open.has('update-alert')).toBe(true);
    second();
    expect(prompts.open.has('update-alert')).toBe(false);
  });

  it('open$ gives the current set to a late subscriber and every change after', () => {
    const prompts = new OpenPrompts();
    prompts.claim('add-to-home-screen');
    const seen: string[][] = [];
    prompts.open$.subscribe((open) => seen.push([...open]));
    const release = prompts.claim('app-download');
    release();
    expect(seen).toEqual([['add-to-home-screen'], ['add-to-home-screen', 'app-download'], ['add-to-home-screen']]);
  });
});
