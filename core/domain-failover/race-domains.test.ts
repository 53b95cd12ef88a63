import { describe, expect, it } from 'vitest';
import { ManualTime } from '../testing/manual-scheduler';
import { ScriptedPinger, scriptedRandom, type PingScript } from '../testing/domain-failover-fakes';
import type { RaceOutcome } from './model';
import { RaceDomains, shuffled } from './race-domains';

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function race(script: Record<string, PingScript>, random: () => number = () => 0) {
  const time = new ManualTime();
  const pinger = new ScriptedPinger(time, script);
  const raceDomains = new RaceDomains(pinger, time, time, random);
  let outcome: RaceOutcome | null = null;
  const run = (origins: readonly string[]) => {
    void raceDomains.execute(origins).then((o) => (outcome = o));
  };
  return { time, pinger, raceDomains, run, outcome: () => outcome };
}

describe('racing the domains (player-journey §4 "the first success wins and becomes the retry target")', () => {
  it('the fast answer wins over a slow one listed first, and the race does not wait for the slow one', async () => {
    const r = race({ 'https://slow.example': 3_000, 'https://fast.example': 120, 'https://dead.example': 'dead' });
    r.run(['https://slow.example', 'https://dead.example', 'https://fast.example']);
    r.time.advance(119);
    await flush();
    expect(r.outcome()).toBeNull();
    r.time.advance(1);
    await flush();
    expect(r.outcome()).toEqual({ kind: 'answered', origin: 'https://fast.example', afterMs: 120 });
  });

  it('every candidate is pinged at once ("pinged in parallel"), with the current time as speed', async () => {
    const r = race({ 'https://a.example': 500, 'https://b.example': 600 });
    r.run(['https://a.example', 'https://b.example']);
    expect(r.pinger.pinged.map((p) => p.origin).sort()).toEqual(['https://a.example', 'https://b.example']);
    expect(r.pinger.pinged.every((p) => p.speed === r.time.now())).toBe(true);
  });

  it('a dead domain does not end the race while another may still answer', async () => {
    const r = race({ 'https://dead.example': 'dead', 'https://late.example': 9_999 });
    r.run(['https://dead.example', 'https://late.example']);
    r.time.advance(9_998);
    await flush();
    expect(r.outcome()).toBeNull();
    r.time.advance(1);
    await flush();
    expect(r.outcome()).toMatchObject({ kind: 'answered', origin: 'https://late.example' });
  });

  it('"Domain ping timeout 10 s": an answer after 10 s does not count; all silent: none at 10 s', async () => {
    const r = race({ 'https://silent.example': 'silent', 'https://late.example': 10_001 });
    r.run(['https://silent.example', 'https://late.example']);
    r.time.advance(9_999);
    await flush();
    expect(r.outcome()).toBeNull();
    r.time.advance(1);
    await flush();
    expect(r.outcome()).toEqual({ kind: 'none' });
    r.time.advance(10);
    await flush();
    expect(r.outcome()).toEqual({ kind: 'none' });
  });

  it('every domain dead: none at once; an empty list: none', async () => {
    const r = race({});
    r.run(['https://a.example', 'https://b.example']);
    await flush();
    expect(r.outcome()).toEqual({ kind: 'none' });
    await expect(r.raceDomains.execute([])).resolves.toEqual({ kind: 'none' });
  });

  it('the winner cancels the other timeouts', async () => {
    const r = race({ 'https://a.example': 10, 'https://b.example': 'silent', 'https://c.example': 'silent' });
    r.run(['https://a.example', 'https://b.example', 'https://c.example']);
    r.time.advance(10);
    await flush();
    expect(r.outcome()).toMatchObject({ origin: 'https://a.example' });
    expect(r.time.pending()).toBe(0);
  });

  it('"at most 10 domains tested": of 14, ten are pinged', () => {
    const origins = Array.from({ length: 14 }, (_, i) => `https://d${i}.example`);
    const r = race({});
    r.run(origins);
    expect(r.pinger.pinged).toHaveLength(10);
    expect(new Set(r.pinger.pinged.map((p) => p.origin)).size).toBe(10);
  });

  it('"shuffled": the random source picks which ten of the list are tested', () => {
    const origins = Array.from({ length: 12 }, (_, i) => `https://d${i}.example`);
    // random() close to 1 keeps each item in place (j = i); 0 swaps item i with the first.
    const keep = race({}, () => 0.999);
    keep.run(origins);
    expect(keep.pinger.pinged.map((p) => p.origin)).toEqual(origins.slice(0, 10));
    const swap = race({}, () => 0);
    swap.run(origins);
    // Always 0: d0 travels to the end, so d1…d10 are tested and d0 is not.
    expect(swap.pinger.pinged.map((p) => p.origin)).toEqual(origins.slice(1, 11));
  });
});

describe('shuffled', () => {
  it('is a permutation driven by the random source (Fisher-Yates)', () => {
    expect(shuffled(['a', 'b', 'c'], scriptedRandom([0, 0]))).toEqual(['b', 'c', 'a']);
    expect(shuffled(['a', 'b', 'c'], () => 0.999)).toEqual(['a', 'b', 'c']);
    expect(shuffled([1, 2, 3, 4, 5], Math.random).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('racing the domains: a ping that throws', () => {
  it('counts as failed at once: every ping throwing settles on none without waiting 10 s', async () => {
    const time = new ManualTime();
    const throwing = { ping: () => Promise.reject(new Error('network')) };
    let outcome: RaceOutcome | null = null;
    void new RaceDomains(throwing, time, time, () => 0).execute(['https://a.example', 'https://b.example']).then((o) => (outcome = o));
    await flush();
    expect(outcome).toEqual({ kind: 'none' });
  });
});
