import * as v from 'valibot';
import { lenientText, unwrapValue } from '../decode/lenient-schemas';
import { safeGameUrl } from './back-url';

/** value.gameUrl, a gameUrl at the top level, or the value as the bare URL; only a safe game URL counts (back-url.ts). */
export function decodeGameUrl(input: unknown, origin: string): string | null {
  const fields = unwrapValue(input);
  const read = v.safeParse(lenientText, fields ? (fields.gameUrl ?? fields.url) : input);
  return read.success ? safeGameUrl(read.output, origin) : null;
}
