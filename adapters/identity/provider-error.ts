import { UNKNOWN_PROVIDER_ERROR, type IdentityFailure } from '../../core/identity/model';

/** A FirebaseError (or a bridge's answer) as the port's failure: its code and message; auth/unknown when it has no code. */
export function toProviderError(error: unknown): IdentityFailure {
  const fields = typeof error === 'object' && error !== null ? (error as { code?: unknown; message?: unknown }) : {};
  const code = typeof fields.code === 'string' && fields.code.trim() !== '' ? fields.code.trim() : UNKNOWN_PROVIDER_ERROR;
  const message = typeof fields.message === 'string' && fields.message !== '' ? fields.message : null;
  return { kind: 'provider-error', code, reason: message };
}

export function providerError(code: string, reason: string | null = null): IdentityFailure {
  return { kind: 'provider-error', code, reason };
}
