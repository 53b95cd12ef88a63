import { describe, expect, it } from 'vitest';
import { buildWebManifest } from '../../core/manifest/web-manifest';
import { LinkManifestPublisher, MANIFEST_MIME, browserManifestPage, type ManifestPage } from './link-manifest-publisher';

interface FakeLink {
  rel: string;
  href: string;
  removed: boolean;
  remove(): void;
}

function fakePage(existingLinks = 0, tabIcon = false) {
  const links: FakeLink[] = [];
  const newLink = (): FakeLink => ({ rel: '', href: '', removed: false, remove() { this.removed = true; } });
  for (let i = 0; i < existingLinks; i++) links.push({ ...newLink(), rel: 'manifest', href: `/old-${i}.json` });
  if (tabIcon) links.push({ ...newLink(), rel: 'icon', href: 'data:,' });
  const blobs: Blob[] = [];
  const revoked: string[] = [];
  const page = {
    head: {
      querySelectorAll: (selector: string) => {
        const rel = /^link\[rel="(manifest|icon)"\]$/.exec(selector)?.[1];
        expect(rel).toBeDefined();
        return links.filter((l) => !l.removed && l.rel === rel);
      },
      appendChild: (link: FakeLink) => {
        links.push(link);
        return link;
      },
    },
    createLink: newLink,
    origin: 'https://www.demo.test',
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return `blob:https://www.demo.test/${blobs.length}`;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  } as unknown as ManifestPage;
  const live = () => links.filter((l) => !l.removed && l.rel === 'manifest');
  return { page, links, live, blobs, revoked };
}

const manifest = buildWebManifest({ title: 'Demo', icons: { 192: '/icons/192.png', 512: 'https://cdn.test/512.png' } });

describe('LinkManifestPublisher', () => {
  it("makes the tab icon the manifest's first icon, absolute; no tab icon link, none is added", () => {
    const withIcon = fakePage(0, true);
    new LinkManifestPublisher(() => withIcon.page).publish(manifest);
    expect(withIcon.links.find((l) => l.rel === 'icon')!.href).toBe('https://www.demo.test/icons/192.png');
    const without = fakePage();
    new LinkManifestPublisher(() => without.page).publish(manifest);
    expect(without.links.filter((l) => l.rel === 'icon')).toEqual([]);
  });

  it('adds one <link rel="manifest"> pointing at a Blob URL of the manifest JSON', async () => {
    const { page, live, blobs } = fakePage();
    new LinkManifestPublisher(() => page).publish(manifest);
    expect(live()).toHaveLength(1);
    expect(live()[0]!.href).toBe('blob:https://www.demo.test/1');
    expect(blobs[0]!.type).toBe(MANIFEST_MIME);
    const json = JSON.parse(await blobs[0]!.text());
    expect(json).toMatchObject({ name: 'Demo', display: 'standalone', orientation: 'portrait' });
  });

  it('start_url, scope and icons are absolute against the page origin (a blob manifest resolves against the blob URL)', async () => {
    const { page, blobs } = fakePage();
    new LinkManifestPublisher(() => page).publish(manifest);
    const json = JSON.parse(await blobs[0]!.text());
    expect(json.start_url).toBe('https://www.demo.test/m/home?utm_source=homescreen');
    expect(json.scope).toBe('https://www.demo.test/m/');
    expect(json.icons.map((i: { src: string }) => i.src)).toEqual(['https://www.demo.test/icons/192.png', 'https://cdn.test/512.png']);
  });

  it('exactly one link: an existing one is reused, extra ones removed', () => {
    const { page, live, links } = fakePage(3);
    new LinkManifestPublisher(() => page).publish(manifest);
    expect(live()).toHaveLength(1);
    expect(live()[0]).toBe(links[0]);
    expect(links[0]!.href).toBe('blob:https://www.demo.test/1');
    expect(links.filter((l) => l.removed)).toHaveLength(2);
  });

  it('publishing again replaces the link target and frees the previous Blob URL', () => {
    const { page, live, revoked } = fakePage();
    const publisher = new LinkManifestPublisher(() => page);
    publisher.publish(manifest);
    expect(revoked).toEqual([]);
    publisher.publish(manifest);
    expect(live()).toHaveLength(1);
    expect(live()[0]!.href).toBe('blob:https://www.demo.test/2');
    expect(revoked).toEqual(['blob:https://www.demo.test/1']);
  });

  it('without a page (node) nothing happens', () => {
    expect(() => new LinkManifestPublisher(() => null).publish(manifest)).not.toThrow();
  });

  it('browserManifestPage: none where there is no document', () => {
    expect(browserManifestPage()).toBeNull();
  });
});
