/**
 * A player at a phone, in any engine: the one-line actions the journeys are written in. Every wait polls the page
 * (no fixed sleeps) up to a bound that a busy machine does not reach; a miss says what was awaited and where the page was.
 */
import type { Handle, Tab } from './engine';
import type { Query } from './in-page/probe';
import { probeCall } from './probe-bundle';

/** An upper bound, not a wait: on a busy machine a screen can take several seconds. */
const WAIT_MS = 15_000;
const POLL_MS = 100;

export const role = (name: string, accessibleName?: string | RegExp): Query =>
  accessibleName instanceof RegExp ? { role: name, name: accessibleName.source, pattern: true } : { role: name, name: accessibleName };
export const heading = (name: string | RegExp, level = 1): Query => ({ ...role('heading', name), level });
export const label = (name: string): Query => ({ role: 'label', name });
export const within = (container: Query, query: Query): Query => ({ ...query, within: container });
export const describe = (query: Query): string =>
  `${query.within ? `${describe(query.within)} › ` : ''}${query.role}${query.name === undefined ? '' : ` "${query.name}"`}${query.level ? ` level ${query.level}` : ''}`;

export interface Where {
  readonly path: string;
  readonly search: string;
  readonly dir: string;
  readonly lang: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Player {
  constructor(
    readonly tab: Tab,
    readonly origin: string,
  ) {}

  async visit(path: string): Promise<void> {
    await this.tab.goto(new URL(path, this.origin).href);
  }

  where(): Promise<Where> {
    return this.tab.run<Where>(probeCall('where'));
  }

  /** Polls until `check` answers something other than null/false, or fails saying what was awaited. */
  async until<T>(what: string, check: () => Promise<T | null | false>, ms = WAIT_MS): Promise<T> {
    const deadline = Date.now() + ms;
    let lastError: unknown = null;
    for (;;) {
      try {
        const value = await check();
        if (value !== null && value !== false) return value;
      } catch (error) {
        // A navigation in progress discards the page the check ran in: try again on the next one.
        lastError = error;
      }
      if (Date.now() > deadline) {
        const where = await this.where().catch(() => null);
        const because = lastError instanceof Error ? ` (last error: ${lastError.message.split('\n')[0]})` : '';
        const screen = await this.tab.run<string>("return (document.body ? document.body.innerText : '').replace(/\\s+/g, ' ').slice(0, 300)").catch(() => '');
        throw new Error(`${this.tab.engine}: no ${what} within ${ms} ms at ${where ? where.path + where.search : 'an unknown page'}${because}; the screen: "${screen}"`);
      }
      await pause(POLL_MS);
    }
  }

  see(query: Query, ms?: number): Promise<Handle> {
    return this.until(describe(query), () => this.tab.find(query), ms);
  }

  async seeText(text: string, ms?: number): Promise<void> {
    await this.until(`text "${text}"`, () => this.tab.run<boolean>(probeCall('shows'), [text]), ms);
  }

  async shows(text: string): Promise<boolean> {
    return this.tab.run<boolean>(probeCall('shows'), [text]);
  }

  async count(query: Query): Promise<number> {
    return this.tab.run<number>(probeCall('count'), [query]);
  }

  /** The query names nothing visible, now and for `ms` (a thing that must not appear). */
  async neverSee(query: Query, ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if ((await this.count(query)) > 0) throw new Error(`${this.tab.engine}: ${describe(query)} appeared`);
      await pause(POLL_MS);
    }
  }

  /**
   * Finds the element and acts on it; when a render replaced it in between (detached, stale, not yet enabled), finds
   * it again, as a player's second tap would.
   */
  private async act(query: Query, what: string, action: (handle: Handle) => Promise<void>): Promise<void> {
    await this.until(`${what} ${describe(query)}`, async () => {
      const handle = await this.tab.find(query);
      if (!handle) return false;
      await action(handle);
      return true;
    });
  }

  click(query: Query): Promise<void> {
    return this.act(query, 'click on', (handle) => this.tab.click(handle));
  }

  /** Types the text, and checks the field holds it (a render that reset the field mid-typing is typed over again). */
  async fill(query: Query, text: string): Promise<void> {
    await this.until(`"${text}" in ${describe(query)}`, async () => {
      const handle = await this.tab.find(query);
      if (!handle) return false;
      await this.tab.type(handle, text);
      return (await this.tab.run<string | null>(probeCall('value'), [query])) === text;
    });
  }

  async valueOf(query: Query): Promise<string | null> {
    await this.see(query);
    return this.tab.run<string | null>(probeCall('value'), [query]);
  }

  async at(path: string, ms?: number): Promise<Where> {
    return this.until(`address ${path}`, async () => {
      const where = await this.where();
      return where.path === path ? where : null;
    }, ms);
  }
}
