import { classifyPlainPath } from './classify-link';
import type { CustomerServiceEntry, EncodedCustomerServiceEntry } from './model';
import type { PathDecoder } from './ports';

/** Decrypts each entry's path (shell §3 "its last 8 characters are the key"); an entry that does not decrypt to a safe target is dropped. */
export async function decryptEntries(encoded: readonly EncodedCustomerServiceEntry[], decoder: PathDecoder): Promise<CustomerServiceEntry[]> {
  const opened = await Promise.all(encoded.map((entry) => decryptEntry(entry, decoder)));
  return opened.filter((entry): entry is CustomerServiceEntry => entry !== null);
}

async function decryptEntry(entry: EncodedCustomerServiceEntry, decoder: PathDecoder): Promise<CustomerServiceEntry | null> {
  const plain = await decoder.decode(entry.path);
  const target = plain ? classifyPlainPath(plain, entry.csType) : null;
  if (!target) return null;
  const { path: _, ...rest } = entry;
  return { ...rest, target };
}
