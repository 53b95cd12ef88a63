import { BOOT_SHELL_MARK } from '../../core/vitals/boot-shell-mark';
import type { VitalsBeacon, VitalsSample, VitalsSource } from '../../core/vitals/report-vitals';

/**
 * The Core Web Vitals from the web-vitals library (downloaded only for a sampled visit), and the boot shell's paint:
 * each reported when final (LCP on the first input, CLS and INP when the page is hidden, as the library does).
 */
export async function webVitalsSource(): Promise<VitalsSource> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  return {
    watch(report: (sample: VitalsSample) => void) {
      const forward = ({ name, value, rating, id }: { name: string; value: number; rating: string; id: string }) => report({ name, value, rating, id });
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(forward);
      const painted = performance.getEntriesByName(BOOT_SHELL_MARK)[0];
      if (painted) report({ name: 'boot-shell', value: painted.startTime, id: `boot-shell-${Math.round(performance.timeOrigin)}` });
    },
  };
}

/** The page's path, sent with each figure. */
export const currentPage = (): string => window.location.pathname;

/** navigator.sendBeacon: the browser sends it even as the page goes away, and the page never waits for it. */
export const navigatorBeacon: VitalsBeacon = {
  send(url, body) {
    if (typeof navigator.sendBeacon !== 'function') return false;
    return navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
  },
};
