import { describe, expect, it } from 'vitest';
import { PushPrompt } from './push-prompt';

describe('the push permission modal state (player-journey §2 "Push-notification permission modal")', () => {
  it('opens on ask and resolves with the answer, closing', async () => {
    const prompt = new PushPrompt();
    const seen: boolean[] = [];
    prompt.open$.subscribe((open) => seen.push(open));
    const answer = prompt.ask();
    expect(prompt.open).toBe(true);
    prompt.answer('allow');
    await expect(answer).resolves.toBe('allow');
    expect(seen).toEqual([false, true, false]);
  });

  it('close() answers "closed"; a second ask replaces the first', async () => {
    const prompt = new PushPrompt();
    const first = prompt.ask();
    const second = prompt.ask();
    await expect(first).resolves.toBe('closed');
    expect(prompt.open).toBe(true);
    prompt.close();
    await expect(second).resolves.toBe('closed');
    expect(prompt.open).toBe(false);
    prompt.answer('not-now'); // nothing pending: no effect
    expect(prompt.open).toBe(false);
  });
});
