/** docs/decisions.md "Social and phone-code sign-in": the Maya env when the page's query names none. */
export const DEFAULT_MAYA_ENV = 'production';

/** player-journey §3 "Maya login" (docs/decisions.md "Social and phone-code sign-in": "a sessionId query field triggers it"): the page's `sessionId` query field, trimmed, or null. */
export function mayaSessionId(query: string | URLSearchParams): string | null {
  return new URLSearchParams(query).get('sessionId')?.trim() || null;
}

/** The Maya env: the page's `env` query field, else DEFAULT_MAYA_ENV. */
export function mayaEnv(query: string | URLSearchParams): string {
  return new URLSearchParams(query).get('env')?.trim() || DEFAULT_MAYA_ENV;
}
