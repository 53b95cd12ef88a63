import { PushRegistration } from '../../core/push/push-registration';
import type { ResolutionContext } from '../composition/resolution-context';
import { TOKENS } from '../composition/tokens';

/** Builds the registration at its first download (push-module.ts), so its wiring stays out of the first load. */
export async function createPushRegistration({ get }: ResolutionContext): Promise<PushRegistration> {
  const environment = await get(TOKENS.PushEnvironment)();
  return new PushRegistration({
    api: get(TOKENS.ApiClient),
    sharedConfig: get(TOKENS.SharedConfigStore),
    runMode: get(TOKENS.RunMode),
    environment,
    prompt: get(TOKENS.PushPrompt),
    notifier: get(TOKENS.NoticeCenter),
    clock: get(TOKENS.Clock),
    localMemory: get(TOKENS.LocalKeyValueStore),
    sessionMemory: get(TOKENS.SessionKeyValueStore),
  });
}
