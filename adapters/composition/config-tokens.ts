import type { SharedConfigStore } from '../../core/config/shared-config-store';
import type { Logger } from '../../core/config/ports';
import type { ManifestOutcome } from '../../core/manifest/install-manifest';
import type { ManifestPublisher } from '../../core/manifest/ports';
import type { UseCase } from './deferred-use-case';
import { token } from './token';

/** The tokens config-module.ts binds. */
export const configTokens = {
  Logger: token<Logger>('Logger'),
  SharedConfigStore: token<SharedConfigStore>('SharedConfigStore'),
  ManifestPublisher: token<ManifestPublisher>('ManifestPublisher'),
  InstallManifest: token<UseCase<[], ManifestOutcome>>('InstallManifest'),
} as const;
