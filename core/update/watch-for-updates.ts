import type { PageVisibility } from '../chat/ports';
import type { ApiClient } from '../http/api-client';
import type { Cancel, Scheduler } from '../runtime/ports';
import { text } from '../notice/model';
import type { OpenPrompts } from '../notice/open-prompts';
import type { Notifier } from '../notice/ports';
import { ASSET_CHECK_INTERVAL_MS, ASSET_MANIFEST_CALLS, FIRST_ASSET_CHECK_MS, manifestHash, manifestsChanged } from './model';
import type { PageReloader, WaitingVersion } from './ports';

export interface UpdateWatcherDeps {
  /** The request layer (player-journey §7 "Default request settings"): its headers, timeout and cache-buster. */
  readonly api: Pick<ApiClient, 'getPlain'>;
  readonly scheduler: Scheduler;
  readonly visibility: PageVisibility;
  readonly notifier: Notifier;
  readonly prompts: OpenPrompts;
  readonly reloader: PageReloader;
  /** The PWA's worker (production builds); absent where no worker of ours runs (mock builds, node). */
  readonly waitingVersion?: WaitingVersion;
  /** Where the page is served from ('' = the transport's own base). */
  readonly origin: string;
}

/**
 * Update detection (player-journey §4 "Update detection", shell §4 "Update alert"): the asset manifests'
 * hashes, first after 1.5 s, then every 3,600,000 ms and whenever the page becomes visible again; the
 * first hash of each manifest is the baseline; on a change, or when the service worker holds a new version,
 * the alert appears once, and refresh lets that version take over, then reloads.
 */
export class WatchForUpdates {
  private readonly baseline = new Map<string, string>();
  private started = false;
  private alerted = false;
  private running: Promise<boolean> | null = null;
  private nextCheck: Cancel | null = null;
  private stopVisibility: (() => void) | null = null;
  private stopWaiting: (() => void) | null = null;

  constructor(private readonly deps: UpdateWatcherDeps) {}

  /** Starts watching; a second call does nothing. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.nextCheck = this.deps.scheduler.after(FIRST_ASSET_CHECK_MS, () => void this.tick());
    this.stopVisibility = this.deps.visibility.onChange((visible) => {
      if (visible) void this.check();
    });
    this.stopWaiting =
      this.deps.waitingVersion?.watch(() => {
        if (!this.alerted) this.alert();
      }) ?? null;
  }

  stop(): void {
    this.nextCheck?.();
    this.nextCheck = null;
    this.stopVisibility?.();
    this.stopVisibility = null;
    this.stopWaiting?.();
    this.stopWaiting = null;
    this.started = false;
  }

  /** One comparison now (joining one under way); resolves true when it showed the alert. */
  check(): Promise<boolean> {
    if (this.alerted) return Promise.resolve(false);
    if (!this.running) this.deps.waitingVersion?.lookForUpdate();
    return (this.running ??= this.compare().finally(() => (this.running = null)));
  }

  /** Resolves once no comparison is under way. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private async compare(): Promise<boolean> {
    const current = await this.readHashes();
    if (this.alerted) return false;
    if (manifestsChanged(this.baseline, current)) {
      this.alert();
      return true;
    }
    // Nothing changed, so each hash is its manifest's baseline already or its first (which becomes the baseline).
    for (const [path, hash] of current) this.baseline.set(path, hash);
    return false;
  }

  private async tick(): Promise<void> {
    await this.check();
    if (this.started && !this.alerted) this.nextCheck = this.deps.scheduler.after(ASSET_CHECK_INTERVAL_MS, () => void this.tick());
  }

  private async readHashes(): Promise<Map<string, string>> {
    const { api, origin } = this.deps;
    const answers = await Promise.all(
      ASSET_MANIFEST_CALLS.map(async (call) => {
        // Any failure (the layer has classified it already) is a manifest that said nothing.
        const body = await api.getPlain(call, origin ? { baseUrl: origin } : {}).catch(() => null);
        return [call.path, manifestHash(body)] as const;
      }),
    );
    const hashes = new Map<string, string>();
    for (const [path, hash] of answers) if (hash !== null) hashes.set(path, hash);
    return hashes;
  }

  private alert(): void {
    this.alerted = true;
    this.stop();
    const release = this.deps.prompts.claim('update-alert');
    void this.deps.notifier
      .notice(text('update_available'), { title: text('update_title'), confirmLabel: text('refresh'), closable: false })
      .then(async () => {
        release();
        await this.deps.waitingVersion?.activate().catch(() => undefined);
        this.deps.reloader.reload();
      });
  }
}
