import { describe, expect, it } from 'vitest';
import { AutoLoginProgress } from './auto-login-progress';

const deferred = () => {
  let settle!: (ok: boolean) => void;
  const promise = new Promise<string>((resolve, reject) => (settle = (ok) => (ok ? resolve('done') : reject(new Error('failed')))));
  return { promise, settle };
};

describe('AutoLoginProgress: home knows a remembered login is signing in', () => {
  it('pending from the start of an attempt until it settles; the attempt\'s answer passes through', async () => {
    const progress = new AutoLoginProgress();
    const seen: boolean[] = [];
    progress.pending$.subscribe((pending) => seen.push(pending));
    expect(progress.pending).toBe(false);
    const attempt = deferred();
    const tracked = progress.track(attempt.promise);
    expect(progress.pending).toBe(true);
    attempt.settle(true);
    await expect(tracked).resolves.toBe('done');
    expect(progress.pending).toBe(false);
    expect(seen).toEqual([false, true, false]);
  });

  it('a failed attempt ends it too (the guest block comes back), and the failure reaches the caller', async () => {
    const progress = new AutoLoginProgress();
    const attempt = deferred();
    const tracked = progress.track(attempt.promise);
    attempt.settle(false);
    await expect(tracked).rejects.toThrow('failed');
    expect(progress.pending).toBe(false);
  });

  it('overlapping attempts: pending until the last has settled, announced once', async () => {
    const progress = new AutoLoginProgress();
    const seen: boolean[] = [];
    progress.pending$.subscribe((pending) => seen.push(pending));
    const first = deferred();
    const second = deferred();
    const tracked = [progress.track(first.promise), progress.track(second.promise)];
    first.settle(true);
    await tracked[0];
    expect(progress.pending).toBe(true);
    second.settle(true);
    await tracked[1];
    expect(progress.pending).toBe(false);
    expect(seen).toEqual([false, true, false]);
  });
});
