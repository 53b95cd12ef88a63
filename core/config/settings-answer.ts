import { isEnvelope, type TransportOutcome } from '../http/model';
import { unwrapValue, type Fields } from '../decode/fields';

/**
 * The consolidated settings' fields from the call's raw answer (a 2xx success envelope; fields under `value` or at
 * the top level), read without the decoder library for the boot shell; null for any other answer.
 */
export function settingsIn(outcome: TransportOutcome): Fields | null {
  if (outcome.kind !== 'response' || outcome.status < 200 || outcome.status >= 300) return null;
  if (!isEnvelope(outcome.body) || !outcome.body.success) return null;
  return unwrapValue(outcome.body.value);
}
