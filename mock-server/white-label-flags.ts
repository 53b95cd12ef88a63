/**
 * Per-merchant white-label options, named as the product spells them (player-journey §1, plus
 * REWCEN3 from shell §5 "Available promotions are fetched only when the REWCEN3 flag is on").
 */
export const WHITE_LABEL_FLAGS = [
  'MOBILEAUTOLOGIN3',
  'PWDEXPFORCECHANGE3',
  'STARTGAMEINAPP3',
  'CBS3',
  'GOOGLELOGIN3',
  'UPDATEMOBILEICC3',
  'FIREBASECREATEACC3',
  'LOTTMINIGAME3',
  'SEALOTTMINIGAME3',
  'DISABLEDMOBILEICC3',
  'REWCEN3',
  // Named by no document: mobile-number password registration (player-journey §5) and mandatory app updates (shell §4).
  'MOBILENUMREGPWD3',
  'FORCEAPPUPDATE3',
] as const;

export type WhiteLabelFlag = (typeof WHITE_LABEL_FLAGS)[number];

export type WhiteLabelValues = Record<WhiteLabelFlag, boolean>;
