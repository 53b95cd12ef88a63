import { describe, expect, it } from 'vitest';
import { PushedRegistrationInfoStore } from '../../core/registration/pushed-registration-info';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { EARLY_PUSH, PUSH_FUNCTION, receivePushedRegistrationInfo, type ReceiverWindow } from './pushed-registration-receiver';

function rig(win: ReceiverWindow = {}) {
  const store = new PushedRegistrationInfoStore(new InMemoryStore());
  receivePushedRegistrationInfo(win, (raw) => store.accept(raw));
  return { win, store, push: win[PUSH_FUNCTION] as (raw: unknown) => boolean };
}

describe('the app wrapper pushes the registration info into the page', () => {
  it('window.pushRegistrationInfo(info) keeps a usable push (object or JSON text) and answers true; junk answers false', () => {
    const { store, push } = rig();
    expect(push(JSON.stringify({ affiliateCode: 'aff7', referralCode: 'r1', originalDomain: 'aff7.demo.test' }))).toBe(true);
    expect(store.read()).toEqual({ affiliateCode: 'aff7', referralCode: 'r1', originalDomain: 'aff7.demo.test' });
    expect(push('nonsense')).toBe(false);
    expect(store.read().affiliateCode).toBe('aff7');
  });

  it('a push set before the page started (window.pushedRegistrationInfo) is read at start', () => {
    const { store } = rig({ [EARLY_PUSH]: { affiliateCode: 'early' } });
    expect(store.read().affiliateCode).toBe('early');
  });

  it('no early push: nothing kept; a failing store never throws into the wrapper', () => {
    expect(rig().store.read().affiliateCode).toBeNull();
    const win: ReceiverWindow = { [EARLY_PUSH]: { affiliateCode: 'x' } };
    expect(() =>
      receivePushedRegistrationInfo(win, () => {
        throw new Error('storage blocked');
      }),
    ).not.toThrow();
    expect((win[PUSH_FUNCTION] as (raw: unknown) => boolean)({ affiliateCode: 'y' })).toBe(false);
  });
});
