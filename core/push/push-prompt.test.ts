import { config } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { text } from '../notice/model';
import { NoticeCenter } from '../notice/notice-center';
import { OpenPrompts } from '../notice/open-prompts';
import { ManualTime } from '../testing/manual-scheduler';
import { PushPrompt } from './push-prompt';

function rig() {
  const prompts = new OpenPrompts();
  const notices = new NoticeCenter(new ManualTime());
  const prompt = new PushPrompt(prompts, notices);
  const seen: boolean[] = [];
  prompt.open$.subscribe((open) => seen.push(open));
  return { prompts, notices, prompt, seen };
}

describe('the push permission modal state (player-journey §2 "Push-notification permission modal")', () => {
  it('opens on ask and resolves with the answer, closing; it holds its OpenPrompts place while shown', async () => {
    const { prompt, prompts, seen } = rig();
    const answer = prompt.ask();
    expect(prompt.open).toBe(true);
    expect([...prompts.open]).toEqual(['push-permission']);
    prompt.answer('allow');
    await expect(answer).resolves.toBe('allow');
    expect(seen).toEqual([false, true, false]);
    expect([...prompts.open]).toEqual([]);
  });

  it('close() answers "closed"; a second ask replaces the first', async () => {
    const { prompt, prompts } = rig();
    const first = prompt.ask();
    const second = prompt.ask();
    await expect(first).resolves.toBe('closed');
    expect(prompt.open).toBe(true);
    expect([...prompts.open]).toEqual(['push-permission']);
    prompt.close();
    await expect(second).resolves.toBe('closed');
    expect(prompt.open).toBe(false);
    expect([...prompts.open]).toEqual([]);
    prompt.answer('not-now'); // nothing pending: no effect
    expect(prompt.open).toBe(false);
  });
});

describe('never over another modal (docs/decisions.md "Prompts: iOS install flow, push Not now, one modal at a time")', () => {
  it('another prompt open: it waits, unseen and without its place; it shows once that prompt closes', async () => {
    const { prompt, prompts, seen } = rig();
    const release = prompts.claim('announcement-popup');
    expect(prompt.asked).toBe(false);
    const answer = prompt.ask();
    expect(prompt.open).toBe(false);
    expect(prompt.asked).toBe(true);
    expect([...prompts.open]).toEqual(['announcement-popup']);
    release();
    expect(prompt.open).toBe(true);
    expect([...prompts.open]).toEqual(['push-permission']);
    prompt.answer('not-now');
    await expect(answer).resolves.toBe('not-now');
    expect(prompt.asked).toBe(false);
    expect(seen).toEqual([false, true, false]);
  });

  it('a NoticeCenter dialog open: it waits for the dialog to be answered, never shown over it even for a moment', async () => {
    const { prompt, prompts, notices, seen } = rig();
    void notices.notice(text('unknown_error'));
    void prompt.ask();
    expect(prompt.open).toBe(false);
    expect(seen).toEqual([false]);
    expect([...prompts.open]).toEqual([]);
    notices.resolve(notices.state.dialogs[0]!.id, true);
    expect(prompt.open).toBe(true);
    expect(seen).toEqual([false, true]);
  });

  it('a modal opened the very moment it shows (by a watcher of its opening): it steps aside without an error and comes back after', async () => {
    const errors: unknown[] = [];
    config.onUnhandledError = (error) => errors.push(error);
    try {
      const { prompt, prompts, notices, seen } = rig();
      let opened = false;
      prompt.open$.subscribe((open) => {
        if (!open || opened) return;
        opened = true;
        void notices.notice(text('unknown_error'));
      });
      const answer = prompt.ask();
      expect(prompt.open).toBe(false);
      // Aside, it holds no claim: other prompts may show meanwhile ("never stack it over another modal" works both ways).
      expect([...prompts.open]).toEqual([]);
      notices.resolve(notices.state.dialogs[0]!.id, true);
      expect(prompt.open).toBe(true);
      prompt.answer('allow');
      await expect(answer).resolves.toBe('allow');
      expect(seen).toEqual([false, true, false, true, false]);
      expect([...prompts.open]).toEqual([]);
      // rxjs reports an error thrown in a subscriber on a later macrotask.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(errors).toEqual([]);
    } finally {
      config.onUnhandledError = null;
    }
  });

  it('a toast is no modal: it shows', () => {
    const { prompt, notices } = rig();
    notices.toast(text('notification_request_tips'), 1_500);
    void prompt.ask();
    expect(prompt.open).toBe(true);
  });

  it('another modal opening while it shows: it steps aside (no answer, its place released) and comes back after', async () => {
    const { prompt, prompts, notices, seen } = rig();
    const answer = prompt.ask();
    const release = prompts.claim('announcement-popup');
    expect(prompt.open).toBe(false);
    expect([...prompts.open]).toEqual(['announcement-popup']);
    void notices.confirm(text('notice'));
    release();
    expect(prompt.open).toBe(false);
    notices.resolve(notices.state.dialogs[0]!.id, false);
    expect(prompt.open).toBe(true);
    prompt.answer('allow');
    await expect(answer).resolves.toBe('allow');
    expect(seen).toEqual([false, true, false, true, false]);
  });

  it('an answer while stepped aside counts for nothing (the player cannot see it); a close still settles it', async () => {
    const { prompt, prompts } = rig();
    const answer = prompt.ask();
    prompts.claim('domain-notice');
    prompt.answer('not-now');
    prompt.close();
    await expect(answer).resolves.toBe('closed');
  });

  it('once answered it watches nothing more: other prompts come and go without it', async () => {
    const { prompt, prompts, seen } = rig();
    const answer = prompt.ask();
    prompt.answer('allow');
    await answer;
    prompts.claim('update-alert')();
    expect(seen).toEqual([false, true, false]);
    expect([...prompts.open]).toEqual([]);
  });
});
