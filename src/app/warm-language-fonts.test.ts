import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../core/i18n/languages';

afterEach(() => vi.useRealTimers());

describe('language names laid out before the picker opens (docs/decisions.md "Interaction speed")', () => {
  it('lays out each language name once, in its own lang and direction, one per idle period, hidden, and leaves nothing behind', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const { FONT_WARMUP_AFTER_LOAD_MS, warmLanguageFonts } = await import('./warm-language-fonts');
    const laidOut: { lang: string; dir: string; text: string | null; hidden: string | null }[] = [];
    const append = vi.spyOn(document.body, 'append').mockImplementation(function (this: HTMLElement, ...nodes) {
      for (const node of nodes) {
        const element = node as HTMLElement;
        laidOut.push({ lang: element.lang, dir: element.dir, text: element.textContent, hidden: element.getAttribute('aria-hidden') });
        HTMLElement.prototype.append.call(this, element);
      }
    });
    const before = document.body.childElementCount;
    warmLanguageFonts();
    warmLanguageFonts(); // a second header mounting starts nothing new
    expect(laidOut).toEqual([]);
    // Not during the boot: nothing until FONT_WARMUP_AFTER_LOAD_MS after load (jsdom's document has loaded).
    await vi.advanceTimersByTimeAsync(FONT_WARMUP_AFTER_LOAD_MS - 1);
    expect(laidOut).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersToNextTimerAsync();
    expect(laidOut).toHaveLength(1);
    await vi.runAllTimersAsync();
    expect(laidOut).toEqual(LANGUAGES.map((language) => ({ lang: language.htmlLang, dir: language.direction, text: language.name, hidden: 'true' })));
    expect(document.body.childElementCount).toBe(before);
    append.mockRestore();
  });

  it("starts at the player's first tap, before the delay is over", async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const { warmLanguageFonts } = await import('./warm-language-fonts');
    const append = vi.spyOn(document.body, 'append');
    warmLanguageFonts();
    await vi.advanceTimersByTimeAsync(100);
    expect(append).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersToNextTimerAsync();
    expect(append).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersToNextTimerAsync();
    expect(append).toHaveBeenCalledTimes(2);
    append.mockRestore();
    await vi.runAllTimersAsync();
  });
});
