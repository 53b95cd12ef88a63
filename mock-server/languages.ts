/**
 * Language keys the app can be switched to from the dev panel (shell §9 "Languages", plus RU and AR of
 * the request layer's map). Written out here: the mock does not import the app.
 */
export const LANGUAGE_KEYS = [
  'CN',
  'EN',
  'ES',
  'HI',
  'ID',
  'JA',
  'KM',
  'KO',
  'MY',
  'TA',
  'TH',
  'TW',
  'VI',
  'TY',
  'UR',
  'PT',
  'PT-BR',
  'MS',
  'BN',
  'TR',
  'FR',
  'NE',
  'UR-LA',
  'TE',
  'RU',
  'AR',
] as const;

/** The app reads its language from this local-storage key at boot. */
export const LANGUAGE_STORAGE_KEY = 'language';
