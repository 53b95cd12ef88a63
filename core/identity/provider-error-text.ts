import { rawText, text, type Text } from '../notice/model';
import { TRANSLATED_PROVIDER_CODES, UNKNOWN_PROVIDER_ERROR, type IdentityFailure } from './model';

/**
 * player-journey §8 "Auth provider errors: translated text (fallback auth/unknown), plus 'Code: {code}'
 * and, if present, 'Reason: {message}'". The code is its own translation key when the catalogue has it;
 * the Code and Reason lines are shown as the spec writes them (docs/decisions.md "Social and phone-code sign-in").
 */
export function providerErrorLines(failure: Pick<IdentityFailure, 'code' | 'reason'>): readonly Text[] {
  const code = failure.code.trim() || UNKNOWN_PROVIDER_ERROR;
  const key = TRANSLATED_PROVIDER_CODES.includes(code) ? code : UNKNOWN_PROVIDER_ERROR;
  const reason = failure.reason?.trim();
  return [text(key), rawText(`Code: ${code}`), ...(reason ? [rawText(`Reason: ${reason}`)] : [])];
}
