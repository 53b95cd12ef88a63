import { Container, ContainerModule } from 'inversify';
import type { AppConfig } from '../../core/shell/app-config';
import { afterSignInModule } from './after-sign-in-module';
import { announcementsModule } from './announcements-module';
import { captchaModule } from './captcha-module';
import { chatModule } from './chat-module';
import { configModule } from './config-module';
import { customerServiceModule } from './customer-service-module';
import { deviceModule } from './device-module';
import { downloadImageModule } from './download-image-module';
import { gameModule } from './game-module';
import { httpModule } from './http-module';
import { homeModule } from './home-module';
import { identityAdaptersModule } from './identity-adapters-module';
import { identityModule } from './identity-module';
import { miniGameModule } from './minigame-module';
import { rememberedLoginModule } from './remembered-login-module';
import { registrationModule } from './registration-module';
import { routingModule } from './routing-module';
import { secondFactorModule } from './second-factor-module';
import type { Platform } from './platform';
import { sessionModule } from './session-module';
import { pushModule } from './push-module';
import { shellModule } from './shell-module';
import { TOKENS } from './tokens';
import { domainFailoverModule } from './domain-failover-module';
import { appPromptModule } from './app-prompt-module';
import { trackingModule } from './tracking-module';
import { installModule } from './install-module';
import { updateModule } from './update-module';
import { vitalsModule } from './vitals-module';

function platformModule(config: AppConfig, platform: Platform): ContainerModule {
  return new ContainerModule((bind) => {
    bind(TOKENS.AppConfig).toConstantValue(config);
    bind(TOKENS.Clock).toConstantValue(platform.clock);
    bind(TOKENS.Scheduler).toConstantValue(platform.scheduler);
    bind(TOKENS.SessionKeyValueStore).toConstantValue(platform.sessionStore);
    bind(TOKENS.LocalKeyValueStore).toConstantValue(platform.localStore);
    bind(TOKENS.NetworkEnvironment).toConstantValue(platform.network);
    bind(TOKENS.AppNavigator).toConstantValue(platform.navigator);
    bind(TOKENS.PageExit).toConstantValue(platform.pageExit);
    bind(TOKENS.CurrentLanguage).toConstantValue(platform.currentLanguage);
    bind(TOKENS.PrefetchedAnswers).toConstantValue(platform.prefetched ?? []);
  });
}

/** The composition root: the same wiring for the app, component tests and cucumber. */
export function createContainer(config: AppConfig, platform: Platform): Container {
  // inversify 6 never compiles code with Function(), which the production Content-Security-Policy forbids (no
  // 'unsafe-eval'; docs/decisions.md "Production hosting"); create-container.test.ts fails if an upgrade starts to.
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    platformModule(config, platform),
    httpModule,
    sessionModule,
    shellModule,
    customerServiceModule,
    routingModule(platform),
    configModule,
    rememberedLoginModule,
    registrationModule,
    deviceModule,
    secondFactorModule,
    afterSignInModule,
    captchaModule,
    identityAdaptersModule,
    identityModule,
    homeModule,
    chatModule,
    downloadImageModule,
    announcementsModule,
    miniGameModule,
    gameModule,
    pushModule,
    domainFailoverModule,
    appPromptModule,
    trackingModule,
    installModule,
    updateModule,
    vitalsModule,
  );
  container.load(...(platform.overrides ?? []));
  if (platform.transport) container.rebind(TOKENS.NetworkTransport).toConstantValue(platform.transport);
  return container;
}
