import { describe, expect, it } from 'vitest';
import { deferredUseCase } from './deferred-use-case';

describe('a use case downloaded on first use', () => {
  it('loads nothing until the first call, then loads once and passes arguments and answers through', async () => {
    let loads = 0;
    const useCase = deferredUseCase(
      async () => {
        loads++;
        return { execute: async (a: number, b: number) => a + b };
      },
      () => -1,
    );
    expect(loads).toBe(0);
    expect(await useCase.execute(2, 3)).toBe(5);
    expect(await useCase.execute(4, 4)).toBe(8);
    expect(loads).toBe(1);
  });

  it('a failed download gives the fallback answer and is tried again next time', async () => {
    let attempts = 0;
    const useCase = deferredUseCase(
      async () => {
        attempts++;
        if (attempts === 1) throw new Error('chunk failed');
        return { execute: async () => 'opened' };
      },
      (error) => `fallback: ${(error as Error).message}`,
    );
    expect(await useCase.execute()).toBe('fallback: chunk failed');
    expect(await useCase.execute()).toBe('opened');
    expect(attempts).toBe(2);
  });
});
