import { describe, expect, it } from 'vitest';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { RIG_FIREBASE } from '../../core/testing/identity-rig';
import { FakeMessaging } from './fake-messaging';

const request = { vapidKey: 'vk', provider: RIG_FIREBASE };

describe('the mock build\'s messaging provider (docs/decisions.md "Push notifications": "`mock-push-module.ts` swaps in a fake provider")', () => {
  it('tokens look like fake-fcm.{random}; the same one until deleted, then a new one', async () => {
    const fake = new FakeMessaging(new InMemoryStore(), '/m/');
    const first = await fake.getToken(request);
    expect(first).toMatch(/^fake-fcm\.[0-9a-f]{24}$/);
    expect(await fake.getToken(request)).toBe(first);
    await fake.deleteToken(first);
    const second = await fake.getToken(request);
    expect(second).not.toBe(first);
    await fake.deleteToken('someone-else');
    expect(await fake.getToken(request)).toBe(second);
    expect(fake.scope).toBe('/m/');
  });
});
