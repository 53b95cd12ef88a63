import { z } from 'zod';
import { db, memberSchema, sessionSchema, type Member, type Session } from './db';

/**
 * In the browser the mock keeps its players and sessions in session storage, like the app keeps its
 * token: a reload in dev stays logged in, and a registered player still exists. Node keeps none.
 */
export const DB_SNAPSHOT_KEY = 'mock-db';

const snapshotSchema = z.object({ members: z.array(memberSchema), sessions: z.array(sessionSchema) });

export interface PeopleSnapshot {
  readonly members: readonly Member[];
  readonly sessions: readonly Session[];
}

type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A stored snapshot, or null when there is none or it does not read as one (then the seed is used). */
export function readSnapshot(storage: SnapshotStorage | null): PeopleSnapshot | null {
  try {
    const raw = storage?.getItem(DB_SNAPSHOT_KEY);
    if (!raw) return null;
    const parsed = snapshotSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Saves members and sessions now (the dev panel does before it reloads the page). */
export function savePeople(storage: SnapshotStorage): void {
  try {
    storage.setItem(DB_SNAPSHOT_KEY, JSON.stringify({ members: db.members.findMany(), sessions: db.sessions.findMany() }));
  } catch {
    // Storage full or blocked: the mock still works for this page load.
  }
}

/** Saves members and sessions whenever either changes (once per burst of changes). */
export function keepPeopleAcrossReloads(storage: SnapshotStorage): void {
  let pending = false;
  const scheduleSave = () => {
    if (pending) return;
    pending = true;
    // The hooks fire before the change lands in the collection (after an async validation): save on the next task.
    setTimeout(() => {
      pending = false;
      savePeople(storage);
    }, 0);
  };
  for (const collection of [db.members, db.sessions] as const) {
    for (const event of ['create', 'update', 'delete'] as const) collection.hooks.on(event, scheduleSave);
  }
}
