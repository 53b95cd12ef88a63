import { describe, expect, it } from 'vitest';
import { customerPayload } from './customer-payload';
import { trackingCurrency } from './tracking-currency';

describe('trackingCurrency: "Currency code TLB maps to PHP; otherwise the first 3 letters are used"', () => {
  it('TLB maps to PHP', () => {
    expect(trackingCurrency('TLB')).toBe('PHP');
    expect(trackingCurrency(' tlb ')).toBe('PHP');
  });

  it('otherwise the first 3 letters', () => {
    expect(trackingCurrency('USDT')).toBe('USD');
    expect(trackingCurrency('VND')).toBe('VND');
    expect(trackingCurrency('php2')).toBe('PHP');
    expect(trackingCurrency('TLBX')).toBe('TLB');
  });

  it('a code shorter than 3 letters is kept whole; no code gives null', () => {
    expect(trackingCurrency('US')).toBe('US');
    expect(trackingCurrency('')).toBeNull();
    expect(trackingCurrency('  ')).toBeNull();
    expect(trackingCurrency(null)).toBeNull();
    expect(trackingCurrency(undefined)).toBeNull();
  });
});

describe('customerPayload: "Tracking payload: customerId, customerName"', () => {
  it('takes the id and the user name of the session', () => {
    expect(customerPayload({ id: '1000001', userName: 'player01' })).toEqual({ customerId: '1000001', customerName: 'player01' });
  });
});
