/**
 * Mock builds' stand-in for prefetch-settings.ts (vite.config.ts aliases it): there is no backend until the app
 * starts msw, so the shell paints without a banner and the app asks for the settings itself. Keeping the early
 * request's modules out of the entry also keeps them out of main.tsx's chunk (scripts/vite-app-chunk.ts).
 */
import type { EarlySettings } from './prefetch-settings';

export function prefetchSettings(_language: string, _onHome: boolean): EarlySettings {
  return { banner: Promise.resolve(null), chat: Promise.resolve(false) };
}
