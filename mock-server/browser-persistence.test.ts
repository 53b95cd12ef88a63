import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DB_SNAPSHOT_KEY, keepPeopleAcrossReloads, readSnapshot } from './browser-persistence';
import { db } from './db';
import { mockServer, resetMock } from './node';
import { resetDb } from './seed';
import { loginToken } from './test-wire-client';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

describe('browser mock keeps players and sessions across a reload', () => {
  it('a session opened by login is saved and restored, so the token still works after the reload', async () => {
    const storage = new MemoryStorage();
    keepPeopleAcrossReloads(storage);
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const snapshot = readSnapshot(storage);
    expect(snapshot?.sessions.map((s) => s.token)).toContain(token);

    await resetDb(); // a reload without the snapshot: the session is gone
    expect(db.sessions.findFirst((q) => q.where({ token }))).toBeUndefined();
    await resetDb(snapshot); // a reload with it
    expect(db.sessions.findFirst((q) => q.where({ token }))).toBeDefined();
    expect(db.members.findMany().length).toBe(snapshot!.members.length);
  });

  it.each([['{broken'], ['{"members":"no"}'], ['']])('a damaged snapshot %j is ignored and the seed is used', (raw) => {
    const storage = new MemoryStorage();
    storage.setItem(DB_SNAPSHOT_KEY, raw);
    expect(readSnapshot(storage)).toBeNull();
  });
});

