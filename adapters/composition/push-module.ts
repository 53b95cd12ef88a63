import { ContainerModule } from 'inversify';
import { PushPrompt } from '../../core/push/push-prompt';
import type { NoticeCenter } from '../../core/notice/notice-center';
import type { OpenPrompts } from '../../core/notice/open-prompts';
import type { PushRegistration } from '../../core/push/push-registration';
import { LazyPush } from '../push/lazy-push';
import { loadOnce } from '../browser/load-once';
import { resolutionContext } from './resolution-context';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/**
 * Push notifications (docs/decisions.md "Push notifications"). Only the modal's state
 * and the lazy port are in the first load; the registration, the permission adapter and Firebase messaging
 * are downloaded at the first login. Mock builds rebind PushEnvironment (mock-push-module.ts).
 */
export const pushModule = new ContainerModule((bind) => {
  bind(TOKENS.PushPrompt)
    .toDynamicValue(resolvedValue((prompts: OpenPrompts, notices: NoticeCenter) => new PushPrompt(prompts, notices), [TOKENS.OpenPrompts, TOKENS.NoticeCenter]))
    .inSingletonScope();
  bind(TOKENS.PushEnvironment).toConstantValue(() => import('../push/browser-push-environment').then((m) => m.browserPushEnvironment()));
  // Dependencies are resolved at the first download, not when the session lifecycle is built: tests (and
  // features) rebind RunFacts or the clock after that.
  bind(TOKENS.PushRegistration)
    .toDynamicValue((context) => loadOnce(() => import('../push/create-push-registration').then((m) => m.createPushRegistration(resolutionContext(context)))))
    .inSingletonScope();
  bind(TOKENS.PushPort)
    .toDynamicValue(resolvedValue((load: () => Promise<PushRegistration>) => new LazyPush(load), [TOKENS.PushRegistration]))
    .inSingletonScope();
});
