import { ContainerModule } from 'inversify';
import { ReportVitals } from '../../core/vitals/report-vitals';
import type { AppConfig } from '../../core/shell/app-config';
import { currentPage, navigatorBeacon, webVitalsSource } from '../vitals/browser-vitals';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/**
 * Vitals for operators (docs/decisions.md "Vitals for operators"): off unless app-config.json names a URL; the
 * web-vitals library (imported by webVitalsSource) is downloaded only for a sampled visit.
 */
export const vitalsModule = new ContainerModule((bind) => {
  bind(TOKENS.ReportVitals)
    .toDynamicValue(
      resolvedValue(
        (config: AppConfig) =>
          new ReportVitals({
            config: config.vitals ?? null,
            draw: Math.random,
            source: webVitalsSource,
            beacon: navigatorBeacon,
            page: currentPage,
            merchantCode: config.merchantCode,
          }),
        [TOKENS.AppConfig],
      ),
    )
    .inSingletonScope();
});

