import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEnvelope } from '../http/model';
import { hostileOutcome, isSuccessAnswer, mutated } from './hostile-answers';

const sample = { lanes: [{ title: 'Slots', cards: [{ id: 1 }] }], total: 1 };

describe('hostile answers (the fuzzing generator)', () => {
  it('covers every kind of bad answer the brief names', () => {
    const outcomes = fc.sample(hostileOutcome(sample), { numRuns: 2000, seed: 7 });
    const responses = outcomes.flatMap((o) => (o.kind === 'response' ? [o] : []));
    const bodies = responses.map((o) => o.body);
    expect(outcomes.some((o) => o.kind === 'timeout')).toBe(true);
    expect(outcomes.some((o) => o.kind === 'no-response')).toBe(true);
    expect(responses.some((o) => o.status >= 400 && o.status < 500)).toBe(true);
    expect(responses.some((o) => o.status >= 500 && o.status < 600)).toBe(true);
    expect(bodies.some((b) => typeof b === 'string' && b.includes('<html'))).toBe(true);
    expect(bodies).toContain('');
    expect(bodies).toContain(null);
    expect(bodies).toContain(undefined);
    expect(bodies.some((b) => typeof b === 'number')).toBe(true);
    expect(bodies.some((b) => Array.isArray(b))).toBe(true);
    expect(bodies.some((b) => typeof b === 'object' && b !== null && 'success' in b && typeof b.success === 'string')).toBe(true);
    expect(bodies.some((b) => isEnvelope(b) && !b.success && b.errorCode === 'customer.not.login')).toBe(true);
    // The real shape with fields broken: still an envelope whose value keeps some of the sample.
    expect(responses.some((o) => isSuccessAnswer(o) && JSON.stringify((o.body as { value?: unknown }).value ?? null).includes('Slots'))).toBe(true);
  });

  it('mutates one to three paths of the sample and never the sample itself', () => {
    const before = JSON.stringify(sample);
    const variants = fc.sample(mutated(sample), { numRuns: 300, seed: 3 });
    expect(JSON.stringify(sample)).toBe(before);
    expect(variants.some((v) => JSON.stringify(v) !== before)).toBe(true);
    expect(variants.some((v) => typeof v === 'object' && v !== null && !('total' in v))).toBe(true);
  });

  it('edits that break a later edit\'s parents (replaced by anything, even what JSON drops) leave that edit out instead of throwing', () => {
    // The browser fuzz run's draw that once threw (seed 2131107957, /m/member/benefits, the rank progress's second call).
    const rankProgress = { currentProgress: { completedConditions: 2, totalExpectedConditions: 5 }, playerRankProgress: { labelId: 'VIP1' } };
    expect(() => fc.sample(hostileOutcome(rankProgress), { seed: 1777653950, numRuns: 1 })).not.toThrow();
    const nested = { list: [{ labels: [{ labelId: 1, name: 'a' }] }, { labels: [] }], total: 2 };
    expect(() => fc.sample(mutated(nested), { numRuns: 3000, seed: 11 })).not.toThrow();
  });

  it('isSuccessAnswer: only a 2xx success envelope is data', () => {
    expect(isSuccessAnswer({ kind: 'response', status: 200, body: { success: true, value: 1 } })).toBe(true);
    expect(isSuccessAnswer({ kind: 'response', status: 500, body: { success: true } })).toBe(false);
    expect(isSuccessAnswer({ kind: 'response', status: 200, body: { success: 'true' } })).toBe(false);
    expect(isSuccessAnswer({ kind: 'response', status: 200, body: '<html>502 Bad Gateway</html>' })).toBe(false);
    expect(isSuccessAnswer({ kind: 'timeout' })).toBe(false);
  });
});
