/** player-journey §3 "Session info", stored under MC_SESSION_INFO for the browser session. */
export interface SessionInfo {
  readonly token: string;
  readonly userName: string;
  readonly id: string;
  readonly merchantCode: string;
  readonly type: number;
  readonly firstTimeLogin: boolean;
}

export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';

/** Reads stored or server session data; anything without a token is no session. */
export function parseSessionInfo(input: unknown): SessionInfo | null {
  if (typeof input !== 'object' || input === null) return null;
  const o = input as Record<string, unknown>;
  if (typeof o.token !== 'string' || o.token === '') return null;
  const id = o.id ?? o.customerId;
  return {
    token: o.token,
    userName: typeof o.userName === 'string' ? o.userName : '',
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : '',
    merchantCode: typeof o.merchantCode === 'string' ? o.merchantCode : '',
    type: typeof o.type === 'number' ? o.type : Number(o.type ?? 0) || 0,
    firstTimeLogin: o.firstTimeLogin === true || o.firstTimeLogin === 1 || o.firstTimeLogin === '1',
  };
}
