import { RecordingPageExit } from '../../core/testing/domain-failover-fakes';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { ManualTime } from '../../core/testing/manual-scheduler';
import { RecordingNavigator } from '../../core/testing/recording-notifier';
import type { Platform } from './platform';

/** The environment as tests fake it: memory storage, a hand-driven clock, a recording navigator and page exit. */
export function testPlatform(
  overrides: Partial<Omit<Platform, 'clock' | 'scheduler'>> = {},
): Platform & { clock: ManualTime; scheduler: ManualTime } {
  const time = new ManualTime();
  return {
    clock: time,
    scheduler: time,
    sessionStore: new InMemoryStore(),
    localStore: new InMemoryStore(),
    network: { isSecure: () => true, isOnline: () => true },
    navigator: new RecordingNavigator(),
    pageExit: new RecordingPageExit(),
    currentLanguage: () => 'EN',
    ...overrides,
  };
}
