import * as v from 'valibot';
import { flag, lenientBoolean, lenientInteger, lenientText, optionalText, unwrapValue } from '../decode/lenient-schemas';
import { flagValueOn, whiteLabelPairs, type FlagPair } from './white-label-pairs';
import { decodeActionButtonItems, type ActionButtonItem } from './action-button-item';
import { decodeBanners, type Banner } from './banner';
import { WHITE_LABEL_FLAGS, type WhiteLabelFlag } from './white-label-flags';

/** Every known flag (off unless the server says on) plus any unknown one the server sends, upper-cased. */
export type WhiteLabel = Readonly<Record<WhiteLabelFlag, boolean>> & Readonly<Record<string, boolean>>;

export const CAPTCHA_SCENES = ['login', 'sms', 'register'] as const;
export type CaptchaScene = (typeof CAPTCHA_SCENES)[number];

export const PWA_ICON_SIZES = [192, 256, 384, 512] as const;
export type PwaIconSize = (typeof PWA_ICON_SIZES)[number];

/** shell §3 "PWA settings: title and icons at 192, 256, 384 and 512 px". */
export interface PwaSettings {
  readonly title: string;
  readonly icons: Readonly<Partial<Record<PwaIconSize, string>>>;
}

/** shell §3 "mobileTemplate with pwa, desktop_app_feature, apple_touch_icon, app_desc, image_logo" (server names kept). */
export interface MobileTemplate {
  readonly pwa: PwaSettings | null;
  readonly desktop_app_feature: boolean;
  readonly apple_touch_icon: string | null;
  readonly app_desc: string | null;
  readonly image_logo: string | null;
}

export interface Country {
  readonly countryCode: string;
  /** Digits only; the UI adds the plus sign. */
  readonly countryDialingCode: string;
}

/**
 * player-journey §3 "Provider config for sms or social login: firebase flag, appId, apiKey, authDomain, projectId,
 * messagingSenderId, googleWebClientId. Push registration also requires a vapid key in the provider settings."
 */
export interface FirebaseProviderConfig {
  /** The "firebase flag": firebase is the sms and social-login provider (player-journey §5 "the fallback provider"). */
  readonly enabled: boolean;
  readonly appId: string | null;
  readonly apiKey: string | null;
  readonly authDomain: string | null;
  readonly projectId: string | null;
  readonly messagingSenderId: string | null;
  readonly googleWebClientId: string | null;
  readonly vapidKey: string | null;
}

/** shell §3 "gw (GEETEST_ID, GEETEST_VERSION default v3, PROFILE_ICON_COUNT default 9)". */
export interface GeetestSettings {
  readonly GEETEST_ID: string | null;
  readonly GEETEST_VERSION: string;
  readonly PROFILE_ICON_COUNT: number;
}

/** shell §3 "Shared config": `GET /wps/system/settings/consolidated`, read once at boot. */
export interface SharedConfig {
  readonly whiteLabel: WhiteLabel;
  /** Slider captcha per scene (player-journey §5 "Login captcha is required only when…"). */
  readonly captcha: Readonly<Record<CaptchaScene, boolean>>;
  /**
   * shell §3 "smsProvider (firebase, apiKey)", carrying the whole provider config, vapid key included: the one
   * place every reader takes it from (docs/decisions.md "Provider settings in smsProvider").
   */
  readonly smsProvider: FirebaseProviderConfig;
  readonly gw: GeetestSettings;
  readonly countries: readonly Country[];
  readonly countryCode: string | null;
  readonly countryDialingCode: string | null;
  readonly currency: string | null;
  readonly currencySymbol: string | null;
  readonly currencyPosition: string | null;
  readonly imageCDNs: readonly string[];
  readonly mobileTemplate: MobileTemplate | null;
  /** shell §9 "Theme default light". */
  readonly theme: string;
  readonly maintenance: boolean;
  readonly maintenanceEnd: string | null;
  readonly regionRestriction: boolean;
  readonly ip: string | null;
  readonly defaultLanguage: string | null;
  /** shell §3 "Banner" (docs/decisions.md "Home links…": served in the consolidated settings as `banners`). */
  readonly banners: readonly Banner[];
  /** shell §3 "Action-button item", served as `actionButton`. */
  readonly actionButton: readonly ActionButtonItem[];
}

export const DEFAULT_GEETEST_VERSION = 'v3';
export const DEFAULT_PROFILE_ICON_COUNT = 9;
export const DEFAULT_THEME = 'light';

// --- white-label flags: an object map {FLAG: value} or a list of {key|name|code, value|enabled} (white-label-pairs.ts)

function toWhiteLabel(pairs: readonly FlagPair[]): WhiteLabel {
  const flags: Record<string, boolean> = Object.fromEntries(WHITE_LABEL_FLAGS.map((name) => [name, false]));
  for (const [name, value] of pairs) {
    const key = name.trim().toUpperCase();
    if (key !== '') flags[key] = flagValueOn(value);
  }
  return flags as WhiteLabel;
}

// A missing or junk whitelabelVal still gives every known flag, off.
const whiteLabel = v.pipe(
  v.optional(v.unknown(), null),
  v.transform((input) => toWhiteLabel(whiteLabelPairs(input) ?? [])),
);

// --- the other parts

const sceneCaptcha = v.fallback(
  v.pipe(
    v.object({ captcha: v.object({ enabled: flag }) }),
    v.transform((o) => o.captcha.enabled),
  ),
  false,
);

// The provider settings as served: each field null when missing, empty or junk; the flag is named firebase
// (shell §3) or enabled. Not an object: null.
const providerSettings = v.fallback(
  v.nullable(v.pipe(
    v.looseObject({}),
    v.transform((o: Record<string, unknown>) => ({ ...o, enabled: o.firebase ?? o.enabled })),
    v.object({
      enabled: v.fallback(v.nullable(lenientBoolean), null),
      appId: optionalText,
      apiKey: optionalText,
      authDomain: optionalText,
      projectId: optionalText,
      messagingSenderId: optionalText,
      googleWebClientId: optionalText,
      vapidKey: optionalText,
    }),
  )),
  null,
);

type ProviderSettings = v.InferOutput<typeof providerSettings>;

/** smsProvider's fields win; a field it lacks comes from the tolerated `firebase` object; none: off and empty. */
function providerConfig(smsProvider: ProviderSettings, variant: ProviderSettings): FirebaseProviderConfig {
  const pick = <K extends keyof FirebaseProviderConfig>(key: K) => smsProvider?.[key] ?? variant?.[key] ?? null;
  return {
    enabled: pick('enabled') ?? false,
    appId: pick('appId'),
    apiKey: pick('apiKey'),
    authDomain: pick('authDomain'),
    projectId: pick('projectId'),
    messagingSenderId: pick('messagingSenderId'),
    googleWebClientId: pick('googleWebClientId'),
    vapidKey: pick('vapidKey'),
  };
}

const positiveInteger = v.pipe(lenientInteger, v.minValue(1));

const gw = v.fallback(
  v.object({
    GEETEST_ID: optionalText,
    GEETEST_VERSION: v.fallback(v.pipe(lenientText, v.toLowerCase()), DEFAULT_GEETEST_VERSION),
    PROFILE_ICON_COUNT: v.fallback(positiveInteger, DEFAULT_PROFILE_ICON_COUNT),
  }),
  () => ({ GEETEST_ID: null, GEETEST_VERSION: DEFAULT_GEETEST_VERSION, PROFILE_ICON_COUNT: DEFAULT_PROFILE_ICON_COUNT }),
);

const dialingCode = v.pipe(lenientText, v.transform((code) => code.replace(/^\+/, '')), v.regex(/^\d{1,4}$/));

const country = v.object({ countryCode: lenientText, countryDialingCode: dialingCode });

/** Each entry on its own: a broken one is dropped, the rest kept. */
function listOf<T>(item: v.GenericSchema<unknown, T>) {
  return v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((items) =>
        items.flatMap((entry) => {
          const read = v.safeParse(item, entry);
          return read.success ? [read.output] : [];
        }),
      ),
    ),
    (): T[] => [],
  );
}

// A lone string is one CDN; listOf never fails, so it comes last.
const imageCDNs = v.union([v.pipe(lenientText, v.transform((cdn) => [cdn])), listOf(lenientText)]);

const pwa = v.fallback(
  v.nullable(v.object({
    title: v.fallback(lenientText, ''),
    icons: v.fallback(
      v.pipe(
        v.looseObject({}),
        v.transform((icons: Record<string, unknown>) => {
          const read: Partial<Record<PwaIconSize, string>> = {};
          for (const size of PWA_ICON_SIZES) {
            const src = v.parse(optionalText, icons[size]);
            if (src) read[size] = src;
          }
          return read;
        }),
      ),
      () => ({}),
    ),
  })),
  null,
);

const mobileTemplate = v.fallback(
  v.nullable(
    v.object({
      pwa,
      desktop_app_feature: flag,
      apple_touch_icon: optionalText,
      app_desc: optionalText,
      image_logo: optionalText,
    }),
  ),
  null,
);

const sharedConfigSchema = v.pipe(
  v.looseObject({
    whitelabelVal: whiteLabel,
    login: sceneCaptcha,
    sms: sceneCaptcha,
    register: sceneCaptcha,
    smsProvider: providerSettings,
    firebase: providerSettings,
    gw,
    countries: listOf(country),
    countryCode: optionalText,
    countryDialingCode: v.fallback(v.nullable(dialingCode), null),
    currency: optionalText,
    currencySymbol: optionalText,
    currencyPosition: optionalText,
    imageCDNs: v.fallback(imageCDNs, () => []),
    mobileTemplate,
    theme: v.fallback(lenientText, DEFAULT_THEME),
    maintenance: flag,
    maintenanceEnd: optionalText,
    regionRestriction: flag,
    ip: optionalText,
    defaultLanguage: optionalText,
  }),
  v.transform(
    (o): SharedConfig => ({
      whiteLabel: o.whitelabelVal,
      captcha: { login: o.login, sms: o.sms, register: o.register },
      smsProvider: providerConfig(o.smsProvider, o.firebase),
      gw: o.gw,
      countries: o.countries,
      countryCode: o.countryCode,
      countryDialingCode: o.countryDialingCode,
      currency: o.currency,
      currencySymbol: o.currencySymbol,
      currencyPosition: o.currencyPosition,
      imageCDNs: o.imageCDNs,
      mobileTemplate: o.mobileTemplate,
      theme: o.theme,
      maintenance: o.maintenance,
      maintenanceEnd: o.maintenanceEnd,
      regionRestriction: o.regionRestriction,
      ip: o.ip,
      defaultLanguage: o.defaultLanguage,
      // Their own decoders read them as served (the loose object keeps them), missing or junk as none.
      banners: decodeBanners(o.banners),
      actionButton: decodeActionButtonItems(o.actionButton),
    }),
  ),
);

export type SharedConfigDecoding =
  | { readonly ok: true; readonly config: SharedConfig }
  | { readonly ok: false; readonly reason: 'not-an-object' };

/**
 * Reads the consolidated settings (the envelope's value, or a whole envelope: fields under `value` or at
 * the top level). Never throws: a broken part falls back to its default; only an answer that is not an
 * object at all is a failure.
 */
export function decodeSharedConfig(input: unknown): SharedConfigDecoding {
  const fields = unwrapValue(input);
  if (!fields) return { ok: false, reason: 'not-an-object' };
  return { ok: true, config: v.parse(sharedConfigSchema, fields) };
}

/** What every reader gets when the settings could not be read: every flag off, captcha off, light theme. */
export const DEFAULT_SHARED_CONFIG: SharedConfig = v.parse(sharedConfigSchema, {});

/** A white-label flag by name (case-insensitive); unknown names are off. */
export function isFlagOn(config: SharedConfig, name: string): boolean {
  return config.whiteLabel[name.trim().toUpperCase()] === true;
}

