import type { RunFactsSource } from '../device/ports';
import type { KeyValueStore } from '../runtime/ports';
import { webclipFlagAtLaunch } from './webclip-flag';

/** Local storage key read by run mode (adapters/device/browser-run-facts.ts). */
export const WEBCLIP_FLAG_KEY = 'WEBCLIP';

/** Applies the WEBCLIP flag rule once at launch (player-journey §4 "WEBCLIP flag"); returns what is stored now. */
export class RecordWebclipFlag {
  constructor(
    private readonly facts: RunFactsSource,
    private readonly local: KeyValueStore,
  ) {}

  execute(query: string): string | null {
    const facts = this.facts.read();
    const next = webclipFlagAtLaunch({
      installed: facts.standaloneDisplayMode || facts.navigatorStandalone,
      flag: this.local.get(WEBCLIP_FLAG_KEY),
      query,
    });
    if (next !== null) this.local.set(WEBCLIP_FLAG_KEY, next);
    return this.local.get(WEBCLIP_FLAG_KEY);
  }
}
