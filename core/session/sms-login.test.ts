import { describe, expect, it } from 'vitest';
import { smsLoginCredentials } from './sms-login';

describe('the login form\'s mobile-number method (player-journey §3 login type sms; §5 "a plus sign, the country code, then the number")', () => {
  it('type sms, the full phone number as the username and the sms code as the password, trimmed', () => {
    expect(smsLoginCredentials({ countryDialingCode: ' +63 ', mobileNum: ' 917 123 4567 ', code: ' 123456 ' })).toEqual({
      kind: 'ready',
      credentials: { username: '+639171234567', password: '123456', type: 'sms' },
    });
  });

  it('the dial code the form holds goes in as digits (the default one when the field is hidden)', () => {
    expect(smsLoginCredentials({ countryDialingCode: '55', mobileNum: '11987654321', code: '1' })).toMatchObject({
      credentials: { username: '+5511987654321' },
    });
  });

  it('an empty number, then an empty code, is the field to highlight; nothing is sent', () => {
    expect(smsLoginCredentials({ countryDialingCode: '63', mobileNum: '  ', code: '123456' })).toEqual({ kind: 'incomplete', field: 'mobileNum' });
    expect(smsLoginCredentials({ countryDialingCode: '63', mobileNum: '', code: '' })).toEqual({ kind: 'incomplete', field: 'mobileNum' });
    expect(smsLoginCredentials({ countryDialingCode: '63', mobileNum: '9171234567', code: ' ' })).toEqual({ kind: 'incomplete', field: 'code' });
  });
});
