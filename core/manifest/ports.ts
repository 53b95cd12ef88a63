import type { WebManifest } from './web-manifest';

/** Puts the manifest where the browser reads it (a <link rel="manifest"> in the page). */
export interface ManifestPublisher {
  publish(manifest: WebManifest): void;
}
