import { db } from './db';
import type { PeopleSnapshot } from './browser-persistence';
import { forgetNonces } from './replay-guard';
import {
  seedAnnouncements,
  seedAppPromptSettings,
  seedBanners,
  seedCountries,
  seedCustomerService,
  seedDomains,
} from './seed-content';
import { seedMembers } from './seed-members';
import { seedMerchants } from './seed-merchants';

let seeding: Promise<void> | null = null;

/** Sequential so record order (and therefore "first match") is the same on every seed. */
async function seed(people: PeopleSnapshot | null = null): Promise<void> {
  for (const merchant of seedMerchants) await db.merchants.create(structuredClone(merchant));
  for (const member of people?.members ?? seedMembers) await db.members.create(structuredClone(member));
  for (const session of people?.sessions ?? []) await db.sessions.create({ ...session });
  for (const country of seedCountries) await db.countries.create({ ...country });
  for (const item of seedAnnouncements) await db.announcements.create({ ...item });
  for (const banner of seedBanners) await db.banners.create({ ...banner });
  for (const domain of seedDomains) await db.domains.create({ ...domain });
  for (const entry of seedCustomerService) await db.customerService.create(structuredClone(entry));
  for (const setting of seedAppPromptSettings) await db.appPromptSettings.create({ ...setting });
}

function clearAll(): void {
  for (const collection of Object.values(db)) collection.clear();
}

/** Seeds the database once; every handler awaits it. The browser passes the players and sessions it kept. */
export function ensureSeeded(people: PeopleSnapshot | null = null): Promise<void> {
  seeding ??= seed(people);
  return seeding;
}

/** Drops every record and the used random strings, then reseeds (with the kept players and sessions, if given). */
export async function resetDb(people: PeopleSnapshot | null = null): Promise<void> {
  await seeding?.catch(() => undefined);
  clearAll();
  forgetNonces();
  seeding = seed(people);
  await seeding;
}
