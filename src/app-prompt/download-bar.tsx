import { lazy, Suspense, useEffect, useState } from 'react';
import { TOKENS } from '../../adapters/composition/tokens';
import type { AppDownloadPrompt } from '../../core/app-prompt/app-download-prompt';
import { useService } from '../app/container-context';

// The bar's code and styles only when core shows it (docs/decisions.md "First-load budget").
const Bar = lazy(() => import('./download-bar-view').catch(() => ({ default: () => null })));

/** docs/decisions.md "App-download prompt policy": the bar is decided 2 s after home shows (the spec sets no time). */
const DOWNLOAD_BAR_DELAY_MS = 2_000;

/**
 * The download bar on home (player-journey §4 "Download bar", §6; shell §4): core decides whether it shows;
 * its button opens the app window; closing it hides it for the session and shows the app window.
 */
export default function DownloadBar() {
  const launcher = useService(TOKENS.AppDownloadPrompt);
  const [prompt, setPrompt] = useState<AppDownloadPrompt | null>(null);
  useEffect(() => {
    let live = true;
    let stop: (() => void) | null = null;
    const start = () =>
      void launcher
        .get()
        .then(async (loaded) => {
          if (!live) return;
          setPrompt(loaded);
          const cancel = await loaded.watchDownloadBar();
          if (live) stop = cancel;
          else cancel();
        })
        .catch(() => undefined);
    // Not part of home's first paint: its settings call waits until the page has settled.
    const timer = setTimeout(start, DOWNLOAD_BAR_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      stop?.();
    };
  }, [launcher]);
  return prompt ? (
    <Suspense fallback={null}>
      <Bar prompt={prompt} />
    </Suspense>
  ) : null;
}
