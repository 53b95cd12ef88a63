import { BehaviorSubject, type Observable } from 'rxjs';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import type { KeyValueStore } from '../runtime/ports';
import { safeHttpUrl } from '../url/http-url';
import { safeImageUrl } from '../content/image-source';
import { findRoute } from '../routing/route-table';
import type { Cancel, Scheduler } from '../runtime/ports';
import {
  decodeBannerGroups,
  fileNameOf,
  SAVE_IMAGE_GROUP,
  TIP_IMAGE_GROUP,
  type BannerGroupItem,
} from './banner-groups';
import type { CachedImage, Clipboard, ImageCache, ImageSaver } from './ports';

/** shell §9 "Download-image delay: 20 s by default". */
export const DOWNLOAD_IMAGE_DELAY_MS = 20_000;
/** Session storage: set once the modals were saved or closed (shell §4 "a session flag"). */
export const DOWNLOAD_IMAGE_SHOWN_KEY = 'downloadImageShown';
/** Local storage: the file name last saved or closed (shell §4 "The saved name is stored"). */
export const DOWNLOAD_IMAGE_NAME_KEY = 'downloadImageName';

export type DownloadImageState =
  | { readonly kind: 'hidden' }
  /** shell §2 "modal 1 has a save button and an optional copy-link button" (copyLink null: no button). */
  | { readonly kind: 'modal1'; readonly image: CachedImage; readonly copyLink: string | null }
  /** shell §2 "Modal 2 has a tip and a save button"; tip: the m_popup2 image, when there is one. */
  | { readonly kind: 'modal2'; readonly image: CachedImage; readonly tip: CachedImage | null };

export type CopyLinkOutcome = 'copied' | 'failed' | 'unavailable';

export interface DownloadImageDeps {
  readonly api: ApiClient;
  readonly sessionStore: KeyValueStore;
  readonly localStore: KeyValueStore;
  readonly scheduler: Scheduler;
  readonly images: ImageCache;
  readonly saver: ImageSaver;
  readonly clipboard: Clipboard;
  readonly delayMs?: number;
}

const HIDDEN: DownloadImageState = { kind: 'hidden' };

/**
 * shell §4 "Download-image flow": after a delay, if the m_popup1 banner's file name differs from the stored
 * one, the image is fetched and cached, then modal 1 is shown, then modal 2. Saving or closing stores a
 * session flag and the name. Only on the home paths (shell §2). The UI renders `state$` and calls
 * `enter(path)` on every route change.
 */
export class DownloadImageFlow {
  private readonly subject = new BehaviorSubject<DownloadImageState>(HIDDEN);
  readonly state$: Observable<DownloadImageState> = this.subject.asObservable();

  private onHome = false;
  private cancelTimer: Cancel | null = null;
  /** docs/decisions.md "Download-image flow": one look at the banner groups per page (set as it starts). */
  private looked = false;
  private tip: CachedImage | null = null;
  private name: string | null = null;

  constructor(private readonly deps: DownloadImageDeps) {}

  get state(): DownloadImageState {
    return this.subject.value;
  }

  /** The page is now at `path`: a home path starts the delay, another path cancels it and hides the modals. */
  enter(path: string): void {
    this.onHome = findRoute(path)?.id === 'home';
    if (!this.onHome) {
      this.cancelTimer?.();
      this.cancelTimer = null;
      if (this.state.kind !== 'hidden') this.subject.next(HIDDEN);
      return;
    }
    if (this.cancelTimer || this.looked || this.done()) return;
    this.cancelTimer = this.deps.scheduler.after(this.deps.delayMs ?? DOWNLOAD_IMAGE_DELAY_MS, () => {
      this.cancelTimer = null;
      void this.look();
    });
  }

  /** Modal 1: saves and moves on to modal 2. Modal 2: saves again and closes. */
  save(): void {
    const state = this.state;
    if (state.kind === 'hidden') return;
    this.deps.saver.save(state.image);
    this.finish();
    this.subject.next(state.kind === 'modal1' ? { kind: 'modal2', image: state.image, tip: this.tip } : HIDDEN);
  }

  close(): void {
    if (this.state.kind === 'hidden') return;
    this.finish();
    this.subject.next(HIDDEN);
  }

  async copyLink(): Promise<CopyLinkOutcome> {
    const state = this.state;
    if (state.kind !== 'modal1' || !state.copyLink) return 'unavailable';
    return (await this.deps.clipboard.copy(state.copyLink)) ? 'copied' : 'failed';
  }

  private done(): boolean {
    return this.deps.sessionStore.get(DOWNLOAD_IMAGE_SHOWN_KEY) === '1';
  }

  private finish(): void {
    this.deps.sessionStore.set(DOWNLOAD_IMAGE_SHOWN_KEY, '1');
    if (this.name) this.deps.localStore.set(DOWNLOAD_IMAGE_NAME_KEY, this.name);
  }

  /** Runs when the delay ends, which only happens on a home path and before the session flag. */
  private async look(): Promise<void> {
    this.looked = true;
    const shown = await this.prepare();
    if (shown && this.onHome && !this.done()) this.subject.next(shown);
  }

  private async prepare(): Promise<DownloadImageState | null> {
    const groups = await this.fetchGroups();
    const banner = usable(groups, SAVE_IMAGE_GROUP);
    if (!banner) return null;
    const name = fileNameOf(banner);
    if (!name || name === this.deps.localStore.get(DOWNLOAD_IMAGE_NAME_KEY)) return null;
    const image = await this.deps.images.load(banner, name);
    if (!image) return null;
    const tipUrl = usable(groups, TIP_IMAGE_GROUP);
    const tipName = tipUrl ? fileNameOf(tipUrl) : null;
    this.tip = tipUrl && tipName ? await this.deps.images.load(tipUrl, tipName) : null;
    this.name = name;
    return { kind: 'modal1', image, copyLink: safeHttpUrl(banner) };
  }

  private async fetchGroups(): Promise<BannerGroupItem[]> {
    let value: unknown;
    try {
      const answer = await this.deps.api.get(endpoints.bannerGroups, {
        query: { groupNames: `${SAVE_IMAGE_GROUP},${TIP_IMAGE_GROUP}` },
      });
      value = answer.value;
    } catch {
      // A failed call reads as no groups.
    }
    return decodeBannerGroups(value);
  }
}

function usable(groups: readonly BannerGroupItem[], groupName: string): string | null {
  for (const group of groups) {
    const url = group.groupName === groupName ? safeImageUrl(group.url) : null;
    if (url) return url;
  }
  return null;
}
