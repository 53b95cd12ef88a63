import type { ManifestPublisher } from '../../core/manifest/ports';
import { resolveManifestUrls, type WebManifest } from '../../core/manifest/web-manifest';

/** The bits of the page the publisher touches (a fake in tests). */
export interface ManifestPage {
  readonly head: Pick<HTMLHeadElement, 'querySelectorAll' | 'appendChild'>;
  createLink(): HTMLLinkElement;
  readonly origin: string;
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
}

export const MANIFEST_MIME = 'application/manifest+json';

/**
 * Publishes the manifest as a Blob URL in exactly one `<link rel="manifest">`. Links inside are made
 * absolute first: a blob manifest would resolve them against the blob URL. The tab icon (`<link rel="icon">`,
 * an empty placeholder in index.html so no /favicon.ico is asked) becomes the manifest's first icon.
 */
export class LinkManifestPublisher implements ManifestPublisher {
  private lastUrl: string | null = null;

  /** `page` is null outside a browser (node tests): nothing is published there. */
  constructor(private readonly page: () => ManifestPage | null) {}

  publish(manifest: WebManifest): void {
    const page = this.page();
    if (!page) return;
    const resolved = resolveManifestUrls(manifest, page.origin);
    const json = JSON.stringify(resolved);
    const url = page.createObjectURL(new Blob([json], { type: MANIFEST_MIME }));
    const [existing, ...extra] = Array.from(page.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]'));
    for (const link of extra) link.remove();
    const link = existing ?? page.createLink();
    link.rel = 'manifest';
    link.href = url;
    if (!existing) page.head.appendChild(link);
    const icon = resolved.icons[0];
    const [tabIcon] = Array.from(page.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]'));
    if (icon && tabIcon) tabIcon.href = icon.src;
    if (this.lastUrl) page.revokeObjectURL(this.lastUrl);
    this.lastUrl = url;
  }
}

/** The real page, or null where there is no document. */
export function browserManifestPage(): ManifestPage | null {
  if (typeof document === 'undefined' || typeof location === 'undefined') return null;
  return {
    head: document.head,
    createLink: () => document.createElement('link'),
    origin: location.origin,
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
  };
}
