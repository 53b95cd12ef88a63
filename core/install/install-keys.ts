// In the first load (install-web-app.ts), kept apart from the sheet's model so the sheet stays lazy.

/** Session storage: how often the add-to-home-screen sheet was dismissed this session (99: installed). */
export const A2HS_COUNT_KEY = 'addToHomeScreenCount';
/** Local storage: '1' once the web app was installed. */
export const WEB_APP_INSTALLED_KEY = 'webAppInstalled';
/** player-journey §4 "once installed the counter is set to 99". */
export const INSTALLED_COUNT = 99;

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';
