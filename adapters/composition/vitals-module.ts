import { ContainerModule } from 'inversify';
import { ReportVitals } from '../../core/vitals/report-vitals';
import type { AppConfig } from '../../core/shell/app-config';
import { TOKENS } from './tokens';

/**
 * Vitals for operators (docs/decisions.md "Vitals for operators"): off unless app-config.json names a URL; the
 * web-vitals library is downloaded only for a sampled visit.
 */
export const vitalsModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.ReportVitals)
    .toResolvedValue(
      (config: AppConfig) =>
        new ReportVitals({
          config: config.vitals ?? null,
          draw: Math.random,
          source: () => import('../vitals/browser-vitals').then((m) => m.webVitalsSource()),
          beacon: { send: (url, body) => sendBeacon(url, body) },
          page: () => window.location.pathname,
          merchantCode: config.merchantCode,
        }),
      [TOKENS.AppConfig],
    )
    .inSingletonScope();
});

/** The beacon's code comes with the library, for a sampled visit only. */
function sendBeacon(url: string, body: string): boolean {
  void import('../vitals/browser-vitals').then((m) => m.navigatorBeacon.send(url, body));
  return true;
}
