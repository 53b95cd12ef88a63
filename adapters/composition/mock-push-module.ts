import { ContainerModule } from 'inversify';
import type { KeyValueStore } from '../../core/runtime/ports';
import type { PushEnvironment } from '../../core/push/ports';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/**
 * Mock builds only (loaded after the production modules, which it overrides, like mock-sign-in-module.ts):
 * the fake messaging provider instead of Firebase, and no service worker of ours (msw's owns /m/): no push
 * worker and no PWA worker for update detection, so push flows run offline against the mock backend.
 * src/main.tsx downloads it only in mock builds.
 */
export const mockPushModule = new ContainerModule((_bind, _unbind, _isBound, rebind) => {
  rebind(TOKENS.PushEnvironment)
    .toDynamicValue(
      resolvedValue(
        (localStore: KeyValueStore) => (): Promise<PushEnvironment> =>
          import('../push/mock-push-environment').then((m) => m.mockPushEnvironment(localStore)),
        [TOKENS.LocalKeyValueStore],
      ),
    )
    .inSingletonScope();
  rebind(TOKENS.WaitingVersion).toConstantValue(() => Promise.resolve(null));
});
