import type { SharedConfigSource } from '../config/shared-config-store';
import type { Logger } from '../config/ports';
import type { PwaSettings } from '../config/shared-config';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
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
  /** The request layer: the manifest call carries every header (shell §7 named calls). */
  readonly api: Pick<ApiClient, 'getPlain'>;
  readonly merchantCode: () => string;
  /** The Language header's value now: a new language fetches the server's manifest again. */
  readonly language: () => string;
  readonly publisher: ManifestPublisher;
  readonly logger: Logger;
}

/**
 * The web-app manifest, created once (shell §4) per language. shell §5 "A mobile template without pwa: the
 * manifest is skipped with a warning." Otherwise the server's manifest (`GET /wps/system/manifest.json` with
 * merchantCode and a timestamp, through the request layer: shell §7) with the shell §9 fields forced, or one
 * built from the PWA settings when that call fails (docs/decisions.md "Session lifecycle, shared config and
 * manifest"). The server may localise name and short_name, so a call in another language than the last one
 * fetches and publishes it again (docs/decisions.md "Request layer and boot calls").
 */
export class InstallManifest {
  private last: { readonly language: string; readonly outcome: Promise<ManifestOutcome> } | null = null;

  constructor(private readonly deps: InstallManifestDeps) {}

  /** The first call installs; later calls in the same language get the same outcome. */
  execute(): Promise<ManifestOutcome> {
    const language = this.deps.language();
    const last = this.last;
    if (last?.language === language) return last.outcome;
    // One after the other, so the newest language's manifest is the one left published.
    const outcome = last ? last.outcome.then((previous) => (previous.kind === 'skipped' ? previous : this.install())) : this.install();
    this.last = { language, outcome };
    return outcome;
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

  /** The answer is a plain manifest, not the envelope. Failures are quiet: the built manifest stands in. */
  private async fetchServerManifest(pwa: PwaSettings): Promise<WebManifest | null> {
    const { api, merchantCode, logger } = this.deps;
    try {
      const manifest = completeServerManifest(await api.getPlain(endpoints.webManifest, { query: { merchantCode: merchantCode() } }), pwa);
      if (manifest) return manifest;
    } catch {
      // A failed call (the request layer has reported it as its catalogue row says: no alert) or a broken client.
    }
    logger.warn('manifest: the server manifest is unavailable; built from the mobile template');
    return null;
  }
}
