import type { SharedConfigSource } from '../config/shared-config-store';
import { DEFAULT_SHARED_CONFIG, type FirebaseProviderConfig, type SharedConfig } from '../config/shared-config';
import { endpoints } from '../http/endpoints';
import type { PayloadCipher } from '../http/ports';
import { createExternalSignIn } from '../identity/external-sign-in';
import type { TrackingEventName, TrackingPayload } from '../tracking/ports';
import { Login } from '../session/login';
import { FakeIdentityEnvironment, FakeIdentityProvider, MemoryPendingRedirect } from './identity-fakes';
import { requestLayerHarness } from './request-layer-harness';
import { ok, ScriptedTransport } from './scripted-transport';

export const RIG_DEVICE_ID = '0b30557a-9fc4-590e-b358-7da2c7ec1136';
const cipher: PayloadCipher = { encrypt: async (p) => ({ value: p, encryption: 'e', digest: 'd', rsaInfo: 'hex:0' }) };

export const RIG_FIREBASE: FirebaseProviderConfig = {
  enabled: true,
  appId: 'app',
  apiKey: 'key',
  authDomain: 'demo.firebaseapp.com',
  projectId: 'demo',
  messagingSenderId: '1',
  googleWebClientId: 'client.apps.googleusercontent.com',
  vapidKey: null,
};

/** A shared config with these white-label flags on and the given provider config (its smsProvider). */
export function sharedConfigWith(flags: readonly string[], provider: FirebaseProviderConfig = RIG_FIREBASE): SharedConfigSource & { config: SharedConfig } {
  const config: SharedConfig = {
    ...DEFAULT_SHARED_CONFIG,
    whiteLabel: { ...DEFAULT_SHARED_CONFIG.whiteLabel, ...Object.fromEntries(flags.map((f) => [f, true])) },
    smsProvider: provider,
  };
  return { config, execute: async () => ({ kind: 'loaded', config }) };
}

export interface RigOptions {
  readonly flags?: readonly string[];
  /** The shared config's provider config; RIG_FIREBASE when not given. */
  readonly provider?: FirebaseProviderConfig;
  readonly inNativeApp?: boolean;
  /** The UI language key; EN when not given. */
  readonly language?: string;
}

/** The identity use cases over the real Login and request layer, a scripted wire and fake identity ports. */
export function identityRig(options: RigOptions = {}) {
  const transport = new ScriptedTransport().reply(endpoints.rsaKey.path, ok('abcdef'));
  const h = requestLayerHarness(transport, { cipher });
  const provider = new FakeIdentityProvider();
  const environment = new FakeIdentityEnvironment();
  const pendingRedirect = new MemoryPendingRedirect();
  const tracked: { event: TrackingEventName; payload: TrackingPayload }[] = [];
  const affiliate = { affiliateCode: 'aff1' as string | null, r: null as string | null };
  const loginContext = {
    device: { id: async () => RIG_DEVICE_ID },
    runMode: () => ({ loginDevice: 'IPAD' as const, isOfficialAppLogin: false }),
    expiryForcesChange: () => false,
  };
  const login = new Login(h.api, h.session, () => 'DEMO1', loginContext);
  const kit = createExternalSignIn({
    api: h.api,
    session: h.session,
    merchantCode: () => 'DEMO1',
    login,
    loginContext,
    sharedConfig: sharedConfigWith(options.flags ?? [], options.provider),
    scheduler: h.time,
    provider,
    environment,
    pendingRedirect,
    registration: {
      registerMethod: () => 'H5',
      loginDeviceId: async () => RIG_DEVICE_ID,
      isOfficialAppLogin: () => false,
      registerUrl: () => 'https://m.demo.test/m/login',
      domain: () => 'm.demo.test',
      query: () => '',
    },
    affiliate: { stored: () => affiliate },
    storedTracking: { values: () => ({ tid: 't1' }) },
    tracking: { record: (event, payload) => void tracked.push({ event, payload }) },
    inNativeApp: () => options.inNativeApp ?? false,
    language: () => options.language ?? 'EN',
  });
  /** The decrypted (here: plain JSON) body of the n-th call to a path. */
  const sent = (path: string, index = 0): Record<string, unknown> => {
    const body = transport.to(path)[index]?.body as { value?: string } | Record<string, unknown> | undefined;
    if (body && typeof body.value === 'string') return JSON.parse(body.value) as Record<string, unknown>;
    return (body ?? {}) as Record<string, unknown>;
  };
  return { ...h, transport, provider, environment, pendingRedirect, tracked, affiliate, kit, sent };
}
