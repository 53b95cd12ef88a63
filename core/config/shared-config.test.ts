import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARED_CONFIG, decodeSharedConfig, isFlagOn, type SharedConfig } from './shared-config';
import { WHITE_LABEL_FLAGS } from './white-label-flags';

function decode(input: unknown): SharedConfig {
  const read = decodeSharedConfig(input);
  if (!read.ok) throw new Error(`not decoded: ${read.reason}`);
  return read.config;
}

const allOff = Object.fromEntries(WHITE_LABEL_FLAGS.map((name) => [name, false]));

const NO_PROVIDER = {
  enabled: false,
  appId: null,
  apiKey: null,
  authDomain: null,
  projectId: null,
  messagingSenderId: null,
  googleWebClientId: null,
  vapidKey: null,
};

describe('shared config (shell §3 "Shared config")', () => {
  it('the defaults: every flag off, captcha off, "GEETEST_VERSION default v3, PROFILE_ICON_COUNT default 9", "Theme default light"', () => {
    expect(DEFAULT_SHARED_CONFIG).toEqual({
      whiteLabel: allOff,
      captcha: { login: false, sms: false, register: false },
      smsProvider: NO_PROVIDER,
      gw: { GEETEST_ID: null, GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 },
      countries: [],
      countryCode: null,
      countryDialingCode: null,
      currency: null,
      currencySymbol: null,
      currencyPosition: null,
      imageCDNs: [],
      mobileTemplate: null,
      theme: 'light',
      maintenance: false,
      maintenanceEnd: null,
      regionRestriction: false,
      ip: null,
      defaultLanguage: null,
      banners: [],
      actionButton: [],
    });
    expect(decode({})).toEqual(DEFAULT_SHARED_CONFIG);
  });

  it('reads the consolidated settings as the mock serves them', () => {
    const config = decode({
      maintenance: true,
      maintenanceEnd: '2030-01-01T00:00:00Z',
      regionRestriction: false,
      ip: '203.0.113.10',
      login: { captcha: { enabled: true } },
      sms: { captcha: { enabled: false } },
      register: { captcha: { enabled: '1' } },
      whitelabelVal: { CBS3: true, REWCEN3: false },
      imageCDNs: ['https://img.test/demo1/'],
      smsProvider: {
        firebase: true,
        appId: 'a',
        apiKey: 'k',
        authDomain: 'd',
        projectId: 'p',
        messagingSenderId: '0',
        googleWebClientId: 'g',
        vapidKey: 'vk',
      },
      gw: { GEETEST_ID: 'gid', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 12 },
      countries: [{ countryCode: 'PH', countryDialingCode: '63' }],
      countryCode: 'PH',
      countryDialingCode: '63',
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'before',
      defaultLanguage: 'EN',
      theme: 'dark',
      mobileTemplate: {
        pwa: { title: 'Demo', icons: { 192: 'i192', 256: 'i256', 384: 'i384', 512: 'i512' } },
        desktop_app_feature: true,
        apple_touch_icon: 'apple',
        app_desc: 'desc',
        image_logo: 'logo',
      },
    });
    expect(config).toEqual({
      whiteLabel: { ...allOff, CBS3: true },
      captcha: { login: true, sms: false, register: true },
      smsProvider: {
        enabled: true,
        appId: 'a',
        apiKey: 'k',
        authDomain: 'd',
        projectId: 'p',
        messagingSenderId: '0',
        googleWebClientId: 'g',
        vapidKey: 'vk',
      },
      gw: { GEETEST_ID: 'gid', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 12 },
      countries: [{ countryCode: 'PH', countryDialingCode: '63' }],
      countryCode: 'PH',
      countryDialingCode: '63',
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'before',
      imageCDNs: ['https://img.test/demo1/'],
      mobileTemplate: {
        pwa: { title: 'Demo', icons: { 192: 'i192', 256: 'i256', 384: 'i384', 512: 'i512' } },
        desktop_app_feature: true,
        apple_touch_icon: 'apple',
        app_desc: 'desc',
        image_logo: 'logo',
      },
      theme: 'dark',
      maintenance: true,
      maintenanceEnd: '2030-01-01T00:00:00Z',
      regionRestriction: false,
      ip: '203.0.113.10',
      defaultLanguage: 'EN',
      banners: [],
      actionButton: [],
    });
  });

  it('carries the home banners and the action-button items (shell §3 "Banner", "Action-button item")', () => {
    const config = decode({
      banners: [{ linkageType: 'p', linkage: '702', url: '/art/a.svg', groupName: 'home' }, 'junk'],
      actionButton: [{ redirect: 'deposit' }, { redirect: 'NOPE' }],
    });
    expect(config.banners).toEqual([
      { linkageType: 'P', linkage: '702', roomId: null, nodeId: null, gameType: null, vendor: null, url: '/art/a.svg', groupName: 'home', title: null },
    ]);
    expect(config.actionButton).toEqual([{ redirect: 'DEPOSIT', externalLink: null }]);
    expect(decode({ banners: 'x', actionButton: 7 })).toMatchObject({ banners: [], actionButton: [] });
  });

  it('fields are accepted under `value` (a whole envelope) or at the top level; `value` wins', () => {
    expect(decode({ success: true, value: { currency: 'BRL' } }).currency).toBe('BRL');
    expect(decode({ currency: 'PHP', value: { currency: 'BRL' } }).currency).toBe('BRL');
    expect(decode({ currency: 'PHP', value: 'junk' }).currency).toBe('PHP');
  });

  it.each([[null], [undefined], ['settings'], [42], [[1, 2]]])('an answer that is not an object (%j) is a typed failure', (input) => {
    expect(decodeSharedConfig(input)).toEqual({ ok: false, reason: 'not-an-object' });
  });

  describe('whitelabelVal', () => {
    it.each([[true], ['1'], [1], ['true'], ['TRUE']])('an object map with %j reads as on', (value) => {
      expect(decode({ whitelabelVal: { CBS3: value } }).whiteLabel.CBS3).toBe(true);
    });

    it.each([[false], ['0'], [0], ['false'], ['yes'], [2], [null], [{}]])('an object map with %j reads as off', (value) => {
      expect(decode({ whitelabelVal: { CBS3: value } }).whiteLabel.CBS3).toBe(false);
    });

    it('a list of {key|name|code, value|enabled}; broken items are skipped', () => {
      const { whiteLabel } = decode({
        whitelabelVal: [
          { key: 'CBS3', value: '1' },
          { name: 'REWCEN3', enabled: true },
          { code: 'GOOGLELOGIN3', value: 1 },
          { key: 'LOTTMINIGAME3', value: '0' },
          { value: true },
          'MOBILEAUTOLOGIN3',
          null,
        ],
      });
      expect(whiteLabel).toEqual({ ...allOff, CBS3: true, REWCEN3: true, GOOGLELOGIN3: true });
    });

    it('key wins over name and code; value wins over enabled', () => {
      const { whiteLabel } = decode({ whitelabelVal: [{ key: 'CBS3', name: 'REWCEN3', code: 'X', value: '0', enabled: true }] });
      expect(whiteLabel).toEqual(allOff);
    });

    it('unknown flags are kept; names are trimmed and upper-cased', () => {
      const { whiteLabel } = decode({ whitelabelVal: { newflag9: '1', ' cbs3 ': 1, '   ': true } });
      expect(whiteLabel).toEqual({ ...allOff, NEWFLAG9: true, CBS3: true });
    });

    it('a JSON string of either form is read too', () => {
      expect(decode({ whitelabelVal: '{"CBS3":"1"}' }).whiteLabel.CBS3).toBe(true);
      expect(decode({ whitelabelVal: '[{"key":"REWCEN3","value":true}]' }).whiteLabel.REWCEN3).toBe(true);
    });

    it.each([['{broken'], [42], [true], ['"CBS3"']])('junk (%j) leaves every flag off', (junk) => {
      expect(decode({ whitelabelVal: junk }).whiteLabel).toEqual(allOff);
    });
  });

  it('captcha per scene: only {captcha:{enabled}} counts', () => {
    const config = decode({ login: { captcha: true }, sms: { enabled: true }, register: { captcha: { enabled: 'true' } } });
    expect(config.captcha).toEqual({ login: false, sms: false, register: true });
  });

  it('gw: a junk version or icon count falls back alone; the version is lower-cased', () => {
    expect(decode({ gw: { GEETEST_ID: 7, GEETEST_VERSION: ' V4 ', PROFILE_ICON_COUNT: '6' } }).gw).toEqual({
      GEETEST_ID: '7',
      GEETEST_VERSION: 'v4',
      PROFILE_ICON_COUNT: 6,
    });
    expect(decode({ gw: { GEETEST_VERSION: '', PROFILE_ICON_COUNT: 0 } }).gw).toEqual({
      GEETEST_ID: null,
      GEETEST_VERSION: 'v3',
      PROFILE_ICON_COUNT: 9,
    });
    expect(decode({ gw: { PROFILE_ICON_COUNT: 1 } }).gw.PROFILE_ICON_COUNT).toBe(1);
    expect(decode({ gw: { PROFILE_ICON_COUNT: 2.5 } }).gw.PROFILE_ICON_COUNT).toBe(9);
    expect(decode({ gw: 'junk' }).gw).toEqual(DEFAULT_SHARED_CONFIG.gw);
  });

  it('countries: dial codes lose a leading plus (digits only: the UI adds the plus sign), numbers become text, broken entries are dropped', () => {
    const config = decode({
      countries: [
        { countryCode: 'PH', countryDialingCode: '+63' },
        { countryCode: 'BR', countryDialingCode: 55 },
        { countryCode: '', countryDialingCode: '1' },
        { countryCode: 'XX', countryDialingCode: 'abc' },
        { countryCode: 'YY', countryDialingCode: '12345' },
        { countryCode: 'WW', countryDialingCode: '6+3' },
        { countryCode: 'ZZ' },
        'PH',
      ],
      countryDialingCode: '+63',
    });
    expect(config.countries).toEqual([
      { countryCode: 'PH', countryDialingCode: '63' },
      { countryCode: 'BR', countryDialingCode: '55' },
    ]);
    expect(config.countryDialingCode).toBe('63');
    expect(decode({ countries: { PH: '63' } }).countries).toEqual([]);
    expect(decode({ countryDialingCode: 'x' }).countryDialingCode).toBeNull();
    expect(decode({ countryDialingCode: '63+' }).countryDialingCode).toBeNull();
  });

  it('imageCDNs: a lone string is one CDN; empty entries are dropped', () => {
    expect(decode({ imageCDNs: 'https://cdn.test/' }).imageCDNs).toEqual(['https://cdn.test/']);
    expect(decode({ imageCDNs: ['a', '', 3, null] }).imageCDNs).toEqual(['a', '3']);
    expect(decode({ imageCDNs: {} }).imageCDNs).toEqual([]);
  });

  describe('the provider config comes in smsProvider (shell §3 "smsProvider (firebase, apiKey)"; docs/decisions.md "Provider settings in smsProvider")', () => {
    const provider = {
      appId: '1:0:web:a',
      apiKey: 'k',
      authDomain: 'demo.firebaseapp.com',
      projectId: 'demo',
      messagingSenderId: '42',
      googleWebClientId: 'g.apps.googleusercontent.com',
      vapidKey: 'vk',
    };

    it('player-journey §3 "firebase flag, appId, apiKey, authDomain, projectId, messagingSenderId, googleWebClientId" and "a vapid key in the provider settings", all in smsProvider', () => {
      expect(decode({ smsProvider: { firebase: true, ...provider } }).smsProvider).toEqual({ enabled: true, ...provider });
    });

    it('values quoted or bare: the flag as 1, "1", "true"; a number as its digits', () => {
      for (const on of [1, '1', 'true', true]) expect(decode({ smsProvider: { firebase: on } }).smsProvider.enabled).toBe(true);
      for (const off of [0, '0', 'false', false, 'x']) expect(decode({ smsProvider: { firebase: off } }).smsProvider.enabled).toBe(false);
      expect(decode({ smsProvider: { messagingSenderId: 42, apiKey: ' k ' } }).smsProvider).toMatchObject({ messagingSenderId: '42', apiKey: 'k' });
    });

    it('the flag may also be named enabled; firebase, the spec\'s name, wins', () => {
      expect(decode({ smsProvider: { enabled: '1' } }).smsProvider.enabled).toBe(true);
      expect(decode({ smsProvider: { firebase: false, enabled: true } }).smsProvider.enabled).toBe(false);
    });

    it('tolerated variant: the provider config in a `firebase` object, its flag named enabled or firebase', () => {
      expect(decode({ firebase: { enabled: true, ...provider } }).smsProvider).toEqual({ enabled: true, ...provider });
      expect(decode({ firebase: { firebase: 1, apiKey: 'k' } }).smsProvider).toEqual({ ...NO_PROVIDER, enabled: true, apiKey: 'k' });
    });

    it('smsProvider wins field by field; a field it lacks (missing, empty or junk) comes from the variant', () => {
      const both = decode({
        smsProvider: { firebase: false, apiKey: 'from-sms', appId: '', vapidKey: {} },
        firebase: { enabled: true, ...provider, apiKey: 'from-variant' },
      });
      expect(both.smsProvider).toEqual({ ...provider, enabled: false, apiKey: 'from-sms' });
      expect(decode({ smsProvider: { apiKey: 'k' }, firebase: { firebase: '1' } }).smsProvider.enabled).toBe(true);
    });

    it('neither, or junk: off and empty', () => {
      expect(decode({ smsProvider: 'x', firebase: ['y'] }).smsProvider).toEqual(NO_PROVIDER);
      expect(decode({ smsProvider: null }).smsProvider).toEqual(NO_PROVIDER);
    });
  });

  it('mobileTemplate: without pwa, pwa is null; icons keep only the four sizes with a link', () => {
    expect(decode({ mobileTemplate: { app_desc: 'd' } }).mobileTemplate).toEqual({
      pwa: null,
      desktop_app_feature: false,
      apple_touch_icon: null,
      app_desc: 'd',
      image_logo: null,
    });
    expect(decode({ mobileTemplate: { pwa: { title: 7, icons: { '192': 'a', 256: '', 100: 'x', 512: 'b' } } } }).mobileTemplate?.pwa).toEqual({
      title: '7',
      icons: { 192: 'a', 512: 'b' },
    });
    expect(decode({ mobileTemplate: { pwa: { icons: 'x' } } }).mobileTemplate?.pwa).toEqual({ title: '', icons: {} });
    expect(decode({ mobileTemplate: { pwa: 'yes' } }).mobileTemplate?.pwa).toBeNull();
    expect(decode({ mobileTemplate: 'x' }).mobileTemplate).toBeNull();
  });

  it('maintenance and regionRestriction take "1"/"0" too; texts are trimmed and empty ones are null', () => {
    const config = decode({ maintenance: '1', regionRestriction: 'true', ip: '  ', maintenanceEnd: ' 2030 ', theme: '' });
    expect(config).toMatchObject({ maintenance: true, regionRestriction: true, ip: null, maintenanceEnd: '2030', theme: 'light' });
  });

  it('isFlagOn: by name, case-insensitive; unknown names are off', () => {
    const config = decode({ whitelabelVal: { CBS3: 1 } });
    expect(isFlagOn(config, 'CBS3')).toBe(true);
    expect(isFlagOn(config, ' cbs3 ')).toBe(true);
    expect(isFlagOn(config, 'REWCEN3')).toBe(false);
    expect(isFlagOn(config, 'NOPE')).toBe(false);
  });
});
