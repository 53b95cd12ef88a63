import { describe, expect, it, vi } from 'vitest';
import { consoleLogger } from './console-logger';
import { LoggingDomainUnavailableHandler } from './logging-domain-unavailable-handler';

describe('placeholder browser adapters', () => {
  it('LoggingDomainUnavailableHandler only warns, with the server message when there is one', () => {
    const warn = vi.fn();
    const handler = new LoggingDomainUnavailableHandler({ warn });
    handler.handle('Blocked');
    handler.handle(null);
    handler.handle('');
    expect(warn.mock.calls).toEqual([['domain not available: Blocked'], ['domain not available'], ['domain not available']]);
  });

  it('consoleLogger writes warnings to the console', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    consoleLogger.warn('w');
    expect(spy).toHaveBeenCalledWith('w');
    spy.mockRestore();
  });
});
