/** player-journey §3 "Registration request: registerMethod (APP, H5, PWA or WEBCLIP)". */
export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/**
 * What a registration needs to know about how and where the app runs (player-journey §3 "Registration
 * request"). The device slice supplies the real device id and run mode; the browser adapter gives
 * sensible defaults until then.
 */
export interface RegistrationContext {
  /** APP inside the native wrapper, else H5, PWA or WEBCLIP from how the app runs. */
  registerMethod(): RegisterMethod;
  /** The 36-character device id; anything else is not sent (player-journey §5). */
  loginDeviceId(): Promise<string>;
  isOfficialAppLogin(): boolean;
  /** The address of the registration page as the player sees it. */
  registerUrl(): string;
  /** The host the player registers on. */
  domain(): string;
  /** The page's query string (`?referralCode=…`), where the referral code is read. */
  query(): string;
}
