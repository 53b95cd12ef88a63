import { LANGUAGES } from '../../core/i18n/languages';
import { whenIdle } from '../ui/when-idle';

let started = false;

/**
 * The language picker names every language in its own script, and the first layout of a script makes the browser look
 * up a fallback font for it: opening the picker was one long frame on a slow phone (INP 190 ms at 4x CPU, 120 ms of it
 * that lookup). Each name is laid out once beforehand, off screen and hidden, one per idle period, so no lookup is
 * left for the picker and none makes a long task (docs/decisions.md "Interaction speed: measured beside a reference").
 */
export function warmLanguageFonts(): void {
  if (started) return;
  started = true;
  const pending = [...LANGUAGES];
  const next = () => {
    const language = pending.shift();
    // The chain outlives a page torn down under it (a test environment's document, gone between idle periods).
    if (!language || typeof document === 'undefined') return;
    const probe = document.createElement('span');
    probe.className = 'font-warmup';
    probe.lang = language.htmlLang;
    probe.dir = language.direction;
    probe.setAttribute('aria-hidden', 'true');
    probe.textContent = language.name;
    document.body.append(probe);
    void probe.offsetWidth; // lays the name out now, in this idle period
    probe.remove();
    whenIdle(next);
  };
  whenIdle(next);
}
