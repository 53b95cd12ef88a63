import * as v from 'valibot';
import { flag, idText, isFields, lenientInteger, lenientText } from '../decode/lenient-schemas';

/** player-journey §3 "Session info", stored under MC_SESSION_INFO for the browser session. */
export interface SessionInfo {
  readonly token: string;
  readonly userName: string;
  readonly id: string;
  readonly merchantCode: string;
  readonly type: number;
  readonly firstTimeLogin: boolean;
}

const sessionInfoSchema = v.pipe(
  v.looseObject({}),
  // "id (or customerId)"
  v.transform((o: Record<string, unknown>) => ({ ...o, id: o.id ?? o.customerId })),
  v.object({
    token: v.pipe(v.string(), v.nonEmpty()),
    userName: v.fallback(lenientText, ''),
    id: idText,
    merchantCode: v.fallback(lenientText, ''),
    type: v.fallback(lenientInteger, 0),
    firstTimeLogin: flag,
  }),
);

/** Reads stored or server session data; anything without a token is no session. */
export function parseSessionInfo(input: unknown): SessionInfo | null {
  if (!isFields(input)) return null;
  const read = v.safeParse(sessionInfoSchema, input);
  return read.success ? read.output : null;
}
