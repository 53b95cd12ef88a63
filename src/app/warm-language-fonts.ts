import { LANGUAGES } from '../../core/i18n/languages';
import { whenIdle } from '../ui/when-idle';

let started = false;

/**
 * How long after the page's load the names start being laid out, unless the player taps or types sooner: the Chinese
 * name's lookup alone took 24 ms on a fast machine (about 100 ms at 4x CPU), a long task in the middle of home's boot.
 */
export const FONT_WARMUP_AFTER_LOAD_MS = 3000;

/**
 * The language picker names every language in its own script, and the first layout of a script makes the browser look
 * up a fallback font for it: opening the picker was one long frame on a slow phone (INP 190 ms at 4x CPU, 120 ms of it
 * that lookup). Each name is laid out once beforehand, off screen and hidden, one per idle period, so no lookup is
 * left for the picker and none makes a long task (docs/decisions.md "Interaction speed: measured beside a reference");
 * the first one waits for the player's first input or FONT_WARMUP_AFTER_LOAD_MS after load ("Boot in short tasks").
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
  let begun = false;
  const begin = () => {
    if (begun) return;
    begun = true;
    for (const type of FIRST_INPUTS) window.removeEventListener(type, begin, true);
    whenIdle(next);
  };
  // After the first tap or key (the picker's own tap included: its names are laid out in the idle periods that follow),
  // or a while after load: never inside the boot's own work.
  for (const type of FIRST_INPUTS) window.addEventListener(type, begin, { capture: true, passive: true });
  const afterLoad = () => window.setTimeout(begin, FONT_WARMUP_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

const FIRST_INPUTS = ['pointerdown', 'keydown'] as const;
