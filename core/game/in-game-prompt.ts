import * as v from 'valibot';
import { flag, isFields, lenientInteger, unwrapValue } from '../decode/lenient-schemas';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import type { Cancel, Clock, Scheduler } from '../runtime/ports';
import type { InGamePrompt } from './ports';

export const IN_GAME_POPUP_INTERVAL = 'in_game_popup_interval';

/**
 * The longest interval a timer can wait: setTimeout fires at once above 2^31-1 ms (about 24.8 days), so a
 * larger value would show the prompt the moment the game starts.
 */
export const MAX_IN_GAME_POPUP_SECONDS = Math.floor(2_147_483_647 / 1_000);

const setting = v.pipe(
  v.looseObject({}),
  v.transform((o: Record<string, unknown>) => ({ enabled: o.enabled ?? o.enable ?? o.status, value: o.value })),
  v.object({ enabled: flag, value: v.pipe(lenientInteger, v.minValue(1), v.maxValue(MAX_IN_GAME_POPUP_SECONDS)) }),
);

/**
 * shell §3 "in_game_popup_interval (seconds after game start)" in ms, from the app-prompt settings (each
 * an enabled flag plus a value): keyed by name (under `value` or at the top level) or a list of
 * `{key|name, enabled, value}`. Null when the setting is missing, off, or not a whole number of seconds above 0
 * and at most MAX_IN_GAME_POPUP_SECONDS.
 */
export function inGamePromptDelayMs(settings: unknown): number | null {
  const fields = unwrapValue(settings);
  let entry: unknown = fields?.[IN_GAME_POPUP_INTERVAL];
  const list = Array.isArray(settings) ? settings : fields && Array.isArray(fields.value) ? fields.value : null;
  if (entry === undefined && list) {
    entry = list.find((item) => isFields(item) && (item.key ?? item.name) === IN_GAME_POPUP_INTERVAL);
  }
  const read = v.safeParse(setting, entry);
  return read.success && read.output.enabled ? read.output.value * 1_000 : null;
}

/**
 * While a game view is open: reads the app-prompt settings (silently) and fires the InGamePrompt port
 * in_game_popup_interval seconds after the game started. The returned cancel stops it (the view closed).
 */
export class InGamePromptTimer {
  constructor(
    private readonly api: ApiClient,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly prompt: InGamePrompt,
  ) {}

  start(): Cancel {
    const startedAt = this.clock.now();
    let cancelled = false;
    let cancelTimer: Cancel | null = null;
    // Silent (no notice on a failure): the catalogue row has alerts off.
    void this.api
      .get(endpoints.appPromptSettings)
      .then((envelope) => {
        const delay = inGamePromptDelayMs(envelope.value);
        if (cancelled || delay === null) return;
        // Counted from the game's start, not from when the settings arrived.
        const elapsed = Math.max(0, this.clock.now() - startedAt);
        cancelTimer = this.scheduler.after(Math.max(0, delay - elapsed), () => this.prompt.show());
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      cancelTimer?.();
    };
  }
}
