import { describe, expect, it } from 'vitest';
import { deferredUseCase, warmIfDeferred } from './deferred-use-case';

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

  it('warm downloads the code ahead of the first call, once, quietly on failure, and the call after uses it', async () => {
    let loads = 0;
    const failing = deferredUseCase(async (): Promise<{ execute: () => Promise<string> }> => {
      loads++;
      throw new Error('network drop');
    }, () => 'fallback');
    await expect(failing.warm()).resolves.toBeUndefined();
    expect(loads).toBe(1);

    let made = 0;
    const useCase = deferredUseCase(async () => (made++, { execute: async () => 'ran' }), () => 'fallback');
    await useCase.warm();
    expect(made).toBe(1);
    expect(await useCase.execute()).toBe('ran');
    await warmIfDeferred(useCase);
    expect(made).toBe(1);
  });

  it('warmIfDeferred downloads a deferred use case\'s code', async () => {
    let made = 0;
    const useCase = deferredUseCase(async () => (made++, { execute: async () => 'ran' }), () => 'fallback');
    await warmIfDeferred(useCase);
    expect(made).toBe(1);
  });

  it('warmIfDeferred leaves a use case that is not deferred (a fake, an eager one) alone', async () => {
    await expect(warmIfDeferred({ execute: async () => 1 })).resolves.toBeUndefined();
    await expect(warmIfDeferred(null)).resolves.toBeUndefined();
  });
});
