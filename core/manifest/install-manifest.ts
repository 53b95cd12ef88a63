import type { SharedConfigSource } from '../config/load-shared-config';
import type { Logger } from '../config/ports';
import type { PwaSettings } from '../config/shared-config';
import { endpoints } from '../http/endpoints';
import type { HttpTransport } from '../http/ports';
import type { Clock } from '../runtime/ports';
import type { ManifestPublisher } from './ports';
import { buildWebManifest, completeServerManifest, type WebManifest } from './web-manifest';

export type ManifestOutcome =
  | { readonly kind: 'published'; readonly manifest: WebManifest; readonly source: 'server' | 'built' }
  | { readonly kind: 'skipped'; readonly reason: 'no-pwa' }
  /** The manifest code itself could not be downloaded (the adapter loads it after boot). */
  | { readonly kind: 'skipped'; readonly reason: 'code-unavailable' };

export const NO_PWA_WARNING = 'manifest skipped: mobile template has no pwa';

export interface InstallManifestDeps {
  readonly sharedConfig: SharedConfigSource;
  readonly transport: HttpTransport;
  readonly merchantCode: () => string;
  readonly clock: Clock;
  readonly publisher: ManifestPublisher;
  readonly logger: Logger;
}

/**
 * The web-app manifest, created once (shell §4). shell §5 "A mobile template without pwa: the manifest
 * is skipped with a warning." Otherwise the server's manifest (`GET /wps/system/manifest.json` with
 * merchantCode and a timestamp, shell §7) with the shell §9 fields forced, or one built from the PWA
 * settings when that call fails (docs/decisions.md "Session lifecycle, shared config and manifest").
 */
export class InstallManifest {
  private running: Promise<ManifestOutcome> | null = null;

  constructor(private readonly deps: InstallManifestDeps) {}

  /** The first call installs; later calls get the same outcome. */
  execute(): Promise<ManifestOutcome> {
    this.running ??= this.install();
    return this.running;
  }

  private async install(): Promise<ManifestOutcome> {
    const loaded = await this.deps.sharedConfig.execute();
    const pwa = loaded.kind === 'loaded' ? loaded.config.mobileTemplate?.pwa : null;
    if (!pwa) {
      this.deps.logger.warn(NO_PWA_WARNING);
      return { kind: 'skipped', reason: 'no-pwa' };
    }
    const fromServer = await this.fetchServerManifest(pwa);
    const manifest = fromServer ?? buildWebManifest(pwa);
    this.deps.publisher.publish(manifest);
    return { kind: 'published', manifest, source: fromServer ? 'server' : 'built' };
  }

  /**
   * Straight through the transport: the answer is a plain manifest, not the envelope the ApiClient
   * insists on. Failures are quiet: the built manifest stands in.
   */
  private async fetchServerManifest(pwa: PwaSettings): Promise<WebManifest | null> {
    const { transport, merchantCode, clock, logger } = this.deps;
    const spec = endpoints.webManifest;
    try {
      const outcome = await transport.send({
        method: spec.method,
        url: spec.path,
        query: { merchantCode: merchantCode(), _: clock.now() },
        headers: { Merchant: merchantCode() },
        timeoutMs: spec.timeoutMs,
      });
      if (outcome.kind === 'response' && outcome.status >= 200 && outcome.status < 300) {
        const manifest = completeServerManifest(outcome.body, pwa);
        if (manifest) return manifest;
      }
    } catch {
      // A transport never throws by contract; a broken one must not stop the boot either.
    }
    logger.warn('manifest: the server manifest is unavailable; built from the mobile template');
    return null;
  }
}
