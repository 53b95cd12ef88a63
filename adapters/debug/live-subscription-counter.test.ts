import { BehaviorSubject, Observable, Subject, map, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { countLiveSubscriptions, installLiveSubscriptionCounter, type Census, type Subscribable } from './live-subscription-counter';
import { LIVE_SUBSCRIPTIONS_CENSUS, LIVE_SUBSCRIPTIONS_READER } from './live-subscriptions-flag';

/** A stand-in Observable class per test, so the real prototype is patched by one test only. */
function freshObservable() {
  class Counted<T> extends Observable<T> {}
  const { read } = countLiveSubscriptions(Counted.prototype as unknown as Subscribable);
  return { Counted, read };
}

describe('live RxJS subscription counter (issue: "no growth in … live RxJS subscriptions (a debug counter in the composition)")', () => {
  it('counts a subscription while it lives and forgets it when unsubscribed', () => {
    const { Counted, read } = freshObservable();
    const source = new Counted<number>(() => undefined);
    expect(read()).toBe(0);
    const first = source.subscribe();
    const second = source.subscribe();
    expect(read()).toBe(2);
    first.unsubscribe();
    expect(read()).toBe(1);
    // A second unsubscribe of the same subscription takes nothing more off.
    first.unsubscribe();
    expect(read()).toBe(1);
    second.unsubscribe();
    expect(read()).toBe(0);
  });

  it('a source that completes or errors ends its subscription', () => {
    const { Counted, read } = freshObservable();
    let finish: (() => void) | null = null;
    let fail: (() => void) | null = null;
    new Counted<number>((subscriber) => {
      finish = () => subscriber.complete();
    }).subscribe();
    new Counted<number>((subscriber) => {
      fail = () => subscriber.error(new Error('x'));
    }).subscribe({ error: () => undefined });
    expect(read()).toBe(2);
    finish!();
    expect(read()).toBe(1);
    fail!();
    expect(read()).toBe(0);
  });

  it('a source over before subscribe returns leaves nothing counted', () => {
    const { Counted, read } = freshObservable();
    new Counted<number>((subscriber) => {
      subscriber.next(1);
      subscriber.complete();
    }).subscribe();
    expect(read()).toBe(0);
  });

  it('installing twice counts each subscription once', () => {
    class Counted<T> extends Observable<T> {}
    const { read } = countLiveSubscriptions(Counted.prototype as unknown as Subscribable);
    expect(countLiveSubscriptions(Counted.prototype as unknown as Subscribable).read).toBe(read);
    const subscription = new Counted(() => undefined).subscribe();
    expect(read()).toBe(1);
    subscription.unsubscribe();
    expect(read()).toBe(0);
  });

  it('the subscribe it wraps still delivers values and returns the subscription', () => {
    const { Counted } = freshObservable();
    const seen: number[] = [];
    const subscription = new Counted<number>((subscriber) => {
      subscriber.next(7);
    }).subscribe((value) => seen.push(value));
    expect(seen).toEqual([7]);
    expect(subscription.closed).toBe(false);
  });

  it('installed on the page: subjects, pipes and behaviour subjects are counted through Observable itself', () => {
    const scope: Record<string, unknown> = {};
    installLiveSubscriptionCounter(scope);
    const read = scope[LIVE_SUBSCRIPTIONS_READER] as () => number;
    const before = read();
    const subject = new Subject<number>();
    const state = new BehaviorSubject(1);
    const a = subject.subscribe();
    const b = state.pipe(map((n) => n + 1)).subscribe();
    expect(read()).toBeGreaterThanOrEqual(before + 3);
    expect((scope[LIVE_SUBSCRIPTIONS_CENSUS] as () => Census)(), 'no census unless asked for').toEqual({});
    a.unsubscribe();
    b.unsubscribe();
    of(1).subscribe();
    expect(read()).toBe(before);
  });

  it('with a census, each live subscription is counted under the stack it was made from, and leaves it when it ends', () => {
    class Counted<T> extends Observable<T> {}
    const { read, census } = countLiveSubscriptions(Counted.prototype as unknown as Subscribable, true);
    const source = new Counted<number>(() => undefined);
    const fromHere = () => source.subscribe();
    const fromThere = () => source.subscribe();
    const here = [0, 1].map(() => fromHere());
    const there = fromThere();
    const places = Object.entries(census());
    expect(places).toHaveLength(2);
    expect(places.map(([, count]) => count).sort()).toEqual([1, 2]);
    const [herePlace] = places.find(([, count]) => count === 2)!;
    expect(herePlace).toContain('fromHere');
    const [caller, callersCaller] = herePlace.split('\n');
    expect(caller, "the first frame is the caller's: the counter's own frames are left out").toMatch(/^\s*at fromHere /);
    expect(callersCaller, 'one frame a line').toMatch(/^\s*at .*live-subscription-counter\.test\.ts/);
    here[0]!.unsubscribe();
    expect(census()).toEqual({ [herePlace]: 1, [places.find(([, count]) => count === 1)![0]]: 1 });
    here[1]!.unsubscribe();
    there.unsubscribe();
    expect(census()).toEqual({});
    expect(read()).toBe(0);
  });

  it('without a census no stack is kept', () => {
    const { Counted } = freshObservable();
    const { read, census } = countLiveSubscriptions(Counted.prototype as unknown as Subscribable);
    new Counted<number>(() => undefined).subscribe();
    expect(read()).toBe(1);
    expect(census()).toEqual({});
  });

  it('installed on the page, the census is readable beside the count', () => {
    const scope: Record<string, unknown> = {};
    installLiveSubscriptionCounter(scope);
    expect(scope[LIVE_SUBSCRIPTIONS_CENSUS]).toBe(countLiveSubscriptions(Observable.prototype as unknown as Subscribable).census);
  });
});
