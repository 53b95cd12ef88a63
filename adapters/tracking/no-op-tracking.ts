import type { TrackingEventName, TrackingPayload, TrackingPort } from '../../core/tracking/ports';

/**
 * Tracking records nothing yet: the ad-network pixels and the server's event record
 * (WPSCORE_recordTrackingEvent, events as a JSON string) come with the reach issue.
 */
export class NoOpTracking implements TrackingPort {
  record(_event: TrackingEventName, _payload: TrackingPayload): void {
    // Deliberately empty until the reach issue.
  }
}
