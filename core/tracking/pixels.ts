import type { TrackingEventName } from './ports';

/** The ad networks whose pixel the bundle can name (docs/decisions.md "Tracking": ids from the bundle). */
export type AdNetwork = 'meta' | 'tiktok' | 'google' | 'kwai' | 'bigo';

export interface ConfiguredPixel {
  readonly network: AdNetwork;
  readonly id: string;
}

/** The bundle field holding each network's pixel id. */
export const PIXEL_ID_FIELDS: Readonly<Record<AdNetwork, string>> = {
  meta: 'fbPixelId',
  tiktok: 'ttPixelId',
  google: 'gtagId',
  kwai: 'kwaiPixelId',
  bigo: 'bigoPixelId',
};

/** A pixel id goes into a script address: letters, digits, '-' and '_' only. */
const PIXEL_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** shell §7 / player-journey §1 "events sent … to ad networks": only the networks the bundle configures. */
export function configuredPixels(bundle: Readonly<Record<string, string>>): ConfiguredPixel[] {
  return (Object.keys(PIXEL_ID_FIELDS) as AdNetwork[]).flatMap((network) => {
    const id = bundle[PIXEL_ID_FIELDS[network]]?.trim();
    return id !== undefined && PIXEL_ID.test(id) ? [{ network, id }] : [];
  });
}

/** How a network names the event: its standard event where one fits, else the server's name as a custom event. */
export interface PixelEventName {
  readonly name: string;
  readonly standard: boolean;
}

const STANDARD_NAMES: Readonly<Record<AdNetwork, Partial<Record<TrackingEventName, string>>>> = {
  meta: { register: 'CompleteRegistration', deposit: 'Purchase', firstDeposit: 'Purchase', viewContent: 'ViewContent' },
  tiktok: { register: 'CompleteRegistration', deposit: 'CompletePayment', firstDeposit: 'CompletePayment', viewContent: 'ViewContent', downloadApp: 'Download' },
  google: { register: 'sign_up', login: 'login', deposit: 'purchase', firstDeposit: 'purchase', viewContent: 'page_view' },
  kwai: {
    register: 'EVENT_COMPLETE_REGISTRATION',
    deposit: 'EVENT_PURCHASE',
    firstDeposit: 'EVENT_FIRST_DEPOSIT',
    viewContent: 'EVENT_CONTENT_VIEW',
    downloadApp: 'EVENT_DOWNLOAD',
  },
  bigo: { register: 'ec_register', deposit: 'ec_purchase', firstDeposit: 'ec_purchase', viewContent: 'ec_view_content' },
};

export function pixelEventName(network: AdNetwork, event: TrackingEventName): PixelEventName {
  const standard = STANDARD_NAMES[network][event];
  return standard ? { name: standard, standard: true } : { name: event, standard: false };
}
