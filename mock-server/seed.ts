import { db } from './db';
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
async function seed(): Promise<void> {
  for (const merchant of seedMerchants) await db.merchants.create(structuredClone(merchant));
  for (const member of seedMembers) await db.members.create(structuredClone(member));
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

/** Seeds the database once; every handler awaits it. */
export function ensureSeeded(): Promise<void> {
  seeding ??= seed();
  return seeding;
}

/** Drops every record (sessions included) and the used random strings, then reseeds. Tests call it between scenarios. */
export async function resetDb(): Promise<void> {
  await seeding?.catch(() => undefined);
  clearAll();
  forgetNonces();
  seeding = seed();
  await seeding;
}
