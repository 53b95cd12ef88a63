/**
 * Every white-label option the app reads, as the product spells them: player-journey §1's ten, shell §5's REWCEN3,
 * and two the documents leave unnamed, spelt in the product's …3 style: the mobile-number password registration
 * (player-journey §5 "the white-label setting for mobile-number password registration") and mandatory updates (shell
 * §4 "the white-label flag for mandatory updates"). The mock's own list is checked against this one
 * (features/contract/white-label-flags.test.ts).
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
  'MOBILENUMREGPWD3',
  'FORCEAPPUPDATE3',
] as const;

export type WhiteLabelFlag = (typeof WHITE_LABEL_FLAGS)[number];
