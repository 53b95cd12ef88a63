import { describe, expect, it } from 'vitest';
import { referralAction } from './referral-action';

describe('referralAction: shell §4 "Referral action"', () => {
  it('"not logged in and promotion disabled gives a coming-soon alert"', () => {
    expect(referralAction({ loggedIn: false, memberType: -1, referralEnabled: false })).toEqual({ kind: 'coming-soon', message: { key: 'coming_soon' } });
  });

  it('"a logged-in agent goes to /m/agentRegister" (type 1 or 2), whatever the promotion', () => {
    for (const memberType of [1, 2]) {
      for (const referralEnabled of [true, false]) {
        expect(referralAction({ loggedIn: true, memberType, referralEnabled })).toEqual({ kind: 'navigate', target: { kind: 'route', href: '/m/agentRegister' } });
      }
    }
  });

  it('"promotion enabled goes to /m/inviteFriends": guests and plain members', () => {
    const invite = { kind: 'navigate', target: { kind: 'route', href: '/m/inviteFriends' } };
    expect(referralAction({ loggedIn: false, memberType: -1, referralEnabled: true })).toEqual(invite);
    expect(referralAction({ loggedIn: true, memberType: 0, referralEnabled: true })).toEqual(invite);
  });

  it('"otherwise customer service opens": a signed-in non-agent with the promotion off', () => {
    for (const memberType of [0, 4]) {
      expect(referralAction({ loggedIn: true, memberType, referralEnabled: false })).toEqual({ kind: 'customer-service' });
    }
  });

  it('an agent type on a guest does not count: only logged-in agents', () => {
    expect(referralAction({ loggedIn: false, memberType: 1, referralEnabled: false }).kind).toBe('coming-soon');
  });
});
