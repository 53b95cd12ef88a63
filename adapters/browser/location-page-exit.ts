import type { PageExit } from '../../core/domain-failover/ports';

/** Leaves the page through `location` (the domain-unreachable notice's retry). */
export class LocationPageExit implements PageExit {
  constructor(private readonly location: Pick<Location, 'assign' | 'reload'>) {}

  assign(url: string): void {
    // Never a script or data address, whatever core hands over.
    if (!/^https?:\/\//i.test(url)) return;
    this.location.assign(url);
  }

  reload(): void {
    this.location.reload();
  }
}
