import { describe, expect, it, vi } from 'vitest';
import { BrowserInstallPrompt } from './browser-install-prompt';

function promptEvent(outcome: string) {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
  event.prompt = vi.fn(() => Promise.resolve());
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

describe('BrowserInstallPrompt', () => {
  it('captures beforeinstallprompt early, prevents the browser\'s own banner and answers with the user\'s choice', async () => {
    const target = new EventTarget();
    const source = new BrowserInstallPrompt(target);
    expect(source.current()).toBeNull();
    const event = promptEvent('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(await source.current()!.prompt()).toBe('accepted');
    expect(event.prompt).toHaveBeenCalledOnce();
    source.consume();
    expect(source.current()).toBeNull();
  });

  it('a dismissed choice reads dismissed; an event without prompt() is ignored', async () => {
    const target = new EventTarget();
    const source = new BrowserInstallPrompt(target);
    target.dispatchEvent(new Event('beforeinstallprompt'));
    expect(source.current()).toBeNull();
    target.dispatchEvent(promptEvent('dismissed'));
    expect(await source.current()!.prompt()).toBe('dismissed');
  });

  it('appinstalled forgets the prompt and tells listeners', () => {
    const target = new EventTarget();
    const source = new BrowserInstallPrompt(target);
    const told = vi.fn();
    source.onInstalled(told);
    target.dispatchEvent(promptEvent('accepted'));
    target.dispatchEvent(new Event('appinstalled'));
    expect(told).toHaveBeenCalledOnce();
    expect(source.current()).toBeNull();
  });

  it('an appinstalled before anyone listened is told to the first listener', () => {
    const target = new EventTarget();
    const source = new BrowserInstallPrompt(target);
    target.dispatchEvent(new Event('appinstalled'));
    const told = vi.fn();
    source.onInstalled(told);
    expect(told).toHaveBeenCalledOnce();
  });
});
