import type { SessionInfo } from '../session-state/session-info';
import type { TrackingPayload } from './ports';

/** The player fields of a tracking payload (player-journey §3 "customerId, customerName"). */
export function customerPayload(session: Pick<SessionInfo, 'id' | 'userName'>): TrackingPayload {
  return { customerId: session.id, customerName: session.userName };
}
