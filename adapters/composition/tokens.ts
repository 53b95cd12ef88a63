import type { ServiceIdentifier } from 'inversify';
import type { PrefetchedAnswer } from '../boot/boot-prefetch';
import type { DocumentHead } from '../browser/document-head';
import type { LanguageSetting } from '../../core/i18n/language-setting';
import type { RememberAffiliate } from '../../core/routing/affiliate';
import type { PushedRegistrationInfoStore } from '../../core/registration/pushed-registration-info';
import type { StoredTracking } from '../../core/routing/ports';
import type { ApiClient } from '../../core/http/api-client';
import type { ListCustomerServiceEntries, ListEntriesOutcome } from '../../core/customer-service/list-entries';
import type { OpenCustomerService, OpenCustomerServiceOutcome, OpenCustomerServiceRequest } from '../../core/customer-service/open-customer-service';
import type { EntryAudience } from '../../core/customer-service/select-entries';
import type { UseCase } from './deferred-use-case';
import type { ExternalLinkOpener, PathDecoder, SupportWidgetLoader } from '../../core/customer-service/ports';
import type { AutoLoginSwitch, HttpTransport, NetworkEnvironment, PayloadCipherLoader, RequestContext } from '../../core/http/ports';
import type { KeyValueStore } from '../../core/runtime/ports';
import type { FailureReporter } from '../../core/http/report-failure';
import type { Clock, Scheduler } from '../../core/runtime/ports';
import type { Credentials, LoginOutcome } from '../../core/session/login';
import type { SessionStore } from '../../core/session-state/session-store';
import type { AppConfig } from '../../core/shell/app-config';
import type { CheckSystemStatus } from '../../core/shell/check-system-status';
import type { ReconnectOutcome } from '../../core/shell/status-ping';
import type { NoticeCenter } from '../../core/notice/notice-center';
import type { OpenPrompts } from '../../core/notice/open-prompts';
import type { AppNavigator } from '../../core/runtime/ports';
import type { LoadSharedConfig } from '../../core/config/load-shared-config';
import type { Logger } from '../../core/config/ports';
import type { ManifestOutcome } from '../../core/manifest/install-manifest';
import type { ManifestPublisher } from '../../core/manifest/ports';
import type { AdoptQueryToken } from '../../core/session/adopt-query-token';
import type { Logout } from '../../core/session/logout';
import type { RememberedLogin } from '../../core/session/ports';
import type { RefreshMemberInfo } from '../../core/session/refresh-member-info';
import type { SessionLifecycle } from '../../core/session/session-lifecycle';
import type { SessionState } from '../../core/session/session-state';
import type { SplashMemory } from '../../core/session/splash-memory';
import type { SyncToken } from '../../core/session/sync-token';
import type { DomainUnavailableHandler } from '../../core/http/ports';
import type { DeviceIdSource, RunFactsSource } from '../../core/device/ports';
import type { RunMode } from '../../core/device/run-mode';
import type { ChangePasswordOutcome, PasswordChange } from '../../core/session/change-password';
import type { AutoLoginOutcome, AutoLoginRequest } from '../../core/remembered-login/auto-login';
import type { AutoLoginProgress } from '../../core/remembered-login/auto-login-progress';
import type { AutoLoginPreference, RememberedLoginVault } from '../../core/remembered-login/ports';
import type { ManualLoginAttempt, RememberLoginOutcome } from '../../core/remembered-login/remember-login';
import type { CountryListing } from '../../core/registration/country-list';
import type { RegistrationContext } from '../../core/registration/ports';
import type { RegisterOutcome } from '../../core/registration/register';
import type { RegistrationForm } from '../../core/registration/registration-payload';
import type { SendSmsCodeOutcome, SmsRecipient } from '../../core/registration/send-sms-code';
import type { SuggestUsernameOutcome } from '../../core/registration/suggest-username';
import type { PushEnvironment, PushPort } from '../../core/push/ports';
import type { PushPrompt } from '../../core/push/push-prompt';
import type { PushRegistration } from '../../core/push/push-registration';
import type { AfterSignIn } from '../../core/session/after-sign-in';
import type { TrackingPort } from '../../core/tracking/ports';
import type { LoadRankProgress } from '../../core/vip/load-rank-progress';
import type { PayoutStatsOutcome } from '../../core/app-prompt/load-payout-stats';
import type { SecondFactorAttempt, SecondFactorOutcome } from '../../core/session/second-factor';
import type { SendSecondFactorCodeOutcome } from '../../core/session/send-second-factor-code';
import type { IdentityEnvironment, IdentityProvider, PendingRedirectStore } from '../../core/identity/ports';
import type { IdentityKit } from '../../core/identity/identity-kit';
import type { MayaLoginOutcome, MayaLoginRequest } from '../../core/identity/maya-login';
import type { SocialChannel } from '../../core/identity/model';
import type { OneTapOutcome } from '../../core/identity/offer-one-tap';
import type { PhoneLoginOutcome, PhoneNumberInput, SendPhoneCodeOutcome } from '../../core/identity/phone-code-login';
import type { RegisterBySocialOutcome } from '../../core/identity/register-by-social-channel';
import type { SocialSignInOutcome } from '../../core/identity/sign-in-outcome';
import type { ResumeRedirectOutcome } from '../../core/identity/social-login';
import type { CaptchaScene, SolveCaptchaOutcome } from '../../core/captcha/model';
import type { CaptchaWidget } from '../../core/captcha/ports';
import type { Observable } from 'rxjs';
import type { ChatViewer } from '../../core/chat/chat-access';
import type { PageVisibility } from '../../core/chat/ports';
import type { LaunchChatOutcome, LaunchChatRequest } from '../../core/chat/launch-chat';
import type { LazyChatUnreadCount } from '../chat/lazy-chat-unread-count';
import type { Clipboard, ImageCache, ImageSaver } from '../../core/download-image/ports';
import type { LazyDownloadImageFlow } from '../download-image/lazy-download-image-flow';
import type { SliderCaptchaWidget } from '../captcha/slider-captcha-widget';
import type { FakeIdentityConsent } from '../identity/fake-identity-provider';
import type { AvailablePromotionsOutcome } from '../../core/home/load-available-promotions';
import type { GameVendorsOutcome } from '../../core/home/load-game-vendors';
import type { GameLanesOutcome } from '../../core/home/load-game-lanes';
import type { MarqueeOutcome } from '../../core/home/load-marquee';
import type { PromotionCategoriesOutcome } from '../../core/home/load-promotion-categories';

import type { AnnouncementPopupsOutcome, ClosePopupsOutcome, ClosePopupsRequest } from '../../core/announcements/announcement-popups';
import type { LocalCalendar } from '../../core/announcements/ports';
import type { HtmlSanitizerLoader } from '../../core/content/ports';
import type { InGamePromptTimer } from '../../core/game/in-game-prompt';
import type { LaunchGameRequest } from '../../core/game/launch-game';
import type { LaunchOutcome } from '../../core/game/launch-outcome';
import type { GameAreaOutcome } from '../../core/game/load-game-area';
import type { InGamePrompt } from '../../core/game/ports';
import type { TrialLaunchRequest } from '../../core/game/trial-launch';
import type { MiniGameTarget } from '../../core/minigame/mini-game-script';
import type { MiniGameStore } from '../../core/minigame/mini-game-store';
import type { MiniGameScriptLoader } from '../../core/minigame/ports';
import type { DomainNotice } from '../../core/domain-failover/domain-notice';
import type { DomainPinger, PageExit, RandomSource } from '../../core/domain-failover/ports';
import type { ApplySessionSettings } from '../../core/session/session-settings';
import type { AppPromptLauncher } from '../app-prompt/app-prompt-launcher';
import type { WebAppInstaller } from '../../core/app-prompt/ports';
import type { TrackingEnvironment, TrackingRuntime, TrackingViews } from '../tracking/lazy-tracking';
import type { AddToHomeScreen } from '../../core/install/add-to-home-screen';
import type { InstallWebApp } from '../../core/install/install-web-app';
import type { InstallPromptSource } from '../../core/install/ports';
import type { RecordWebclipFlag } from '../../core/install/record-webclip-flag';
import type { PageReloader, WaitingVersion } from '../../core/update/ports';
import type { WatchForUpdates } from '../../core/update/watch-for-updates';

/** A service identifier that remembers the type bound to it. */
export type Token<T> = ServiceIdentifier<T> & { readonly __type?: T };
const token = <T>(name: string): Token<T> => Symbol.for(`mobile-shell/${name}`) as Token<T>;

export const TOKENS = {
  AppConfig: token<AppConfig>('AppConfig'),
  Clock: token<Clock>('Clock'),
  Scheduler: token<Scheduler>('Scheduler'),
  SessionKeyValueStore: token<KeyValueStore>('SessionKeyValueStore'),
  LocalKeyValueStore: token<KeyValueStore>('LocalKeyValueStore'),
  NetworkEnvironment: token<NetworkEnvironment>('NetworkEnvironment'),
  CurrentLanguage: token<() => string>('CurrentLanguage'),
  HttpTransport: token<HttpTransport>('HttpTransport'),
  /** What HttpTransport sends through when it holds no early answer: axios; tests script it (Platform.transport). */
  NetworkTransport: token<HttpTransport>('NetworkTransport'),
  /** Requests the boot entry sent ahead of the app (adapters/boot/boot-prefetch.ts); none in tests. */
  PrefetchedAnswers: token<readonly PrefetchedAnswer[]>('PrefetchedAnswers'),
  PayloadCipherLoader: token<PayloadCipherLoader>('PayloadCipherLoader'),
  RequestContext: token<RequestContext>('RequestContext'),
  AutoLoginSwitch: token<AutoLoginSwitch>('AutoLoginSwitch'),
  SessionStore: token<SessionStore>('SessionStore'),
  NoticeCenter: token<NoticeCenter>('NoticeCenter'),
  OpenPrompts: token<OpenPrompts>('OpenPrompts'),
  AppNavigator: token<AppNavigator>('AppNavigator'),
  FailureReporter: token<FailureReporter>('FailureReporter'),
  ApiClient: token<ApiClient>('ApiClient'),
  CheckSystemStatus: token<CheckSystemStatus>('CheckSystemStatus'),
  /** The status ping, then the status again, when the network comes back (core/shell/status-ping.ts). */
  RecheckOnReconnect: token<UseCase<[], ReconnectOutcome>>('RecheckOnReconnect'),
  Login: token<UseCase<[Credentials], LoginOutcome>>('Login'),
  StoredTracking: token<StoredTracking>('StoredTracking'),
  RememberAffiliate: token<RememberAffiliate>('RememberAffiliate'),
  /** player-journey §3 "Pushed registration info" from the app wrapper (core/registration/pushed-registration-info.ts). */
  PushedRegistrationInfo: token<PushedRegistrationInfoStore>('PushedRegistrationInfo'),
  LanguageSetting: token<LanguageSetting>('LanguageSetting'),
  /** Bound by the React entry (and UI tests) to the page's document. */
  DocumentHead: token<DocumentHead>('DocumentHead'),
  PathDecoder: token<PathDecoder>('PathDecoder'),
  ExternalLinkOpener: token<ExternalLinkOpener>('ExternalLinkOpener'),
  SupportWidgetLoader: token<SupportWidgetLoader>('SupportWidgetLoader'),
  OpenCustomerService: token<UseCase<[OpenCustomerServiceRequest?], OpenCustomerServiceOutcome>>('OpenCustomerService'),
  /** The customer-service code, downloaded once for the opener and the help page's list (one entries cache). */
  CustomerServiceLoader: token<() => Promise<{ open: OpenCustomerService; list: ListCustomerServiceEntries }>>('CustomerServiceLoader'),
  ListCustomerServiceEntries: token<UseCase<[EntryAudience?], ListEntriesOutcome>>('ListCustomerServiceEntries'),
  Logger: token<Logger>('Logger'),
  DomainUnavailableHandler: token<DomainUnavailableHandler>('DomainUnavailableHandler'),
  LoadSharedConfig: token<LoadSharedConfig>('LoadSharedConfig'),
  ManifestPublisher: token<ManifestPublisher>('ManifestPublisher'),
  InstallManifest: token<UseCase<[], ManifestOutcome>>('InstallManifest'),
  /** Also bound as SessionStore: every session write and clear reaches its streams. */
  SessionState: token<SessionState>('SessionState'),
  RememberedLogin: token<RememberedLogin>('RememberedLogin'),
  RefreshMemberInfo: token<RefreshMemberInfo>('RefreshMemberInfo'),
  SyncToken: token<SyncToken>('SyncToken'),
  Logout: token<Logout>('Logout'),
  SessionLifecycle: token<SessionLifecycle>('SessionLifecycle'),
  AdoptQueryToken: token<AdoptQueryToken>('AdoptQueryToken'),
  SplashMemory: token<SplashMemory>('SplashMemory'),
  /** Device id and how the app runs (issue 10 item 7): device-module.ts; tests rebind them to fakes. */
  RunFacts: token<RunFactsSource>('RunFacts'),
  DeviceIdentity: token<DeviceIdSource>('DeviceIdentity'),
  /** How the app runs now (read at each call: the WEBCLIP flag may change). */
  RunMode: token<() => RunMode>('RunMode'),
  ChangePassword: token<UseCase<[PasswordChange], ChangePasswordOutcome>>('ChangePassword'),
  /** The encrypted remembered login (IndexedDB + WebCrypto); cucumber rebinds an in-memory one. */
  RememberedLoginVault: token<RememberedLoginVault>('RememberedLoginVault'),
  AutoLoginPreference: token<AutoLoginPreference>('AutoLoginPreference'),
  RememberLogin: token<UseCase<[ManualLoginAttempt], RememberLoginOutcome>>('RememberLogin'),
  AutoLogin: token<UseCase<[AutoLoginRequest], AutoLoginOutcome>>('AutoLogin'),
  AutoLoginProgress: token<AutoLoginProgress>('AutoLoginProgress'),
  /** Registration (issue 10 item 6): core/registration, wired in registration-module.ts; use cases downloaded on first use. */
  RegistrationContext: token<RegistrationContext>('RegistrationContext'),
  CountryList: token<UseCase<[], CountryListing>>('CountryList'),
  Register: token<UseCase<[RegistrationForm], RegisterOutcome>>('Register'),
  SendSmsCode: token<UseCase<[SmsRecipient], SendSmsCodeOutcome>>('SendSmsCode'),
  SuggestUsername: token<UseCase<[], SuggestUsernameOutcome>>('SuggestUsername'),
  /** The registration screen's sequence: a player's action in, the screen's next step out (registration-module.ts). */
  RegistrationFlow: token<Pick<import('../../core/registration/registration-flow').RegistrationFlow, 'execute'>>('RegistrationFlow'),
  /** After login / after logout (issue 10 item 8): after-sign-in-module.ts; push and tracking are no-ops for now. */
  PushPort: token<PushPort>('PushPort'),
  TrackingPort: token<TrackingPort>('TrackingPort'),
  /** Player rank progress; `vipProgress$` is shell §4 "VIP progress" (null while unknown). */
  LoadRankProgress: token<LoadRankProgress>('LoadRankProgress'),
  /** The withdraw page's bound payout accounts (deposit and withdrawal stats). */
  LoadPayoutStats: token<UseCase<[], PayoutStatsOutcome>>('LoadPayoutStats'),
  AfterSignIn: token<AfterSignIn>('AfterSignIn'),
  /** The second factor (issue 10 item 3): second-factor-module.ts; downloaded on first use. */
  VerifySecondFactor: token<UseCase<[SecondFactorAttempt], SecondFactorOutcome>>('VerifySecondFactor'),
  SendSecondFactorCode: token<UseCase<[SmsRecipient], SendSecondFactorCodeOutcome>>('SendSecondFactorCode'),
  /** Social and phone-code sign-in (issue 10 item 5): bound in identity-adapters-module.ts (Firebase, native bridge, fake). */
  IdentityProvider: token<IdentityProvider>('IdentityProvider'),
  /** Gives where sign-in runs; its code is downloaded with the identity kit. */
  IdentityEnvironmentLoader: token<() => Promise<IdentityEnvironment>>('IdentityEnvironmentLoader'),
  PendingRedirectStore: token<PendingRedirectStore>('PendingRedirectStore'),
  /** Social, phone-code, one-tap and Maya sign-in (issue 10 item 5): identity-module.ts; downloaded on first use. */
  IdentityKit: token<() => Promise<IdentityKit>>('IdentityKit'),
  SocialLogin: token<UseCase<[SocialChannel], SocialSignInOutcome>>('SocialLogin'),
  /** Call at boot: continues a redirect sign-in when a channel is kept, else answers 'none' without downloading anything. */
  ResumeSocialRedirect: token<UseCase<[], ResumeRedirectOutcome>>('ResumeSocialRedirect'),
  RegisterBySocialChannel: token<UseCase<[], RegisterBySocialOutcome>>('RegisterBySocialChannel'),
  SendPhoneCode: token<UseCase<[PhoneNumberInput], SendPhoneCodeOutcome>>('SendPhoneCode'),
  VerifyPhoneCode: token<UseCase<[string], PhoneLoginOutcome>>('VerifyPhoneCode'),
  OfferOneTap: token<UseCase<[], OneTapOutcome>>('OfferOneTap'),
  MayaLogin: token<UseCase<[MayaLoginRequest], MayaLoginOutcome>>('MayaLogin'),
  /** The sign-in screen's sequence (core/session/sign-in-flow.ts): session-module.ts; downloaded on first use. */
  SignInFlow: token<Pick<import('../../core/sign-in/sign-in-flow').SignInFlow, keyof import('../../core/sign-in/sign-in-flow').SignInFlow>>('SignInFlow'),
  /** The mock-mode consent requests the UI renders (src/components/fake-identity-consent.tsx); null outside mock builds. */
  FakeIdentityConsent: token<FakeIdentityConsent | null>('FakeIdentityConsent'),
  /** The slider captcha (issue 10 item 2): captcha-module.ts; the widget's code is downloaded when a scene needs it. */
  SolveCaptcha: token<UseCase<[CaptchaScene], SolveCaptchaOutcome>>('SolveCaptcha'),
  /** Gives the widget on first need: the geetest script widget, or the slider in mock builds; tests rebind it. */
  CaptchaWidget: token<() => Promise<CaptchaWidget>>('CaptchaWidget'),
  /** The mock-mode slider the UI renders (src/components/slider-captcha.tsx); null outside mock builds. */
  SliderCaptcha: token<SliderCaptchaWidget | null>('SliderCaptcha'),
  /** Chat (issue 11 item 8): chat-module.ts. Whether the chat button shows and what it does (player-journey §5). */
  ChatViewer: token<Observable<ChatViewer>>('ChatViewer'),
  PageVisibility: token<PageVisibility>('PageVisibility'),
  /** The footer button's unread badge (`count$`, null: no badge); `start()` once at boot. Code downloaded for members who may chat. */
  ChatUnreadCount: token<LazyChatUnreadCount>('ChatUnreadCount'),
  LaunchChat: token<UseCase<[LaunchChatRequest], LaunchChatOutcome>>('LaunchChat'),
  /** Download-image flow (issue 11 item 4): download-image-module.ts; the UI renders `state$` and calls `enter(path)`. */
  DownloadImage: token<LazyDownloadImageFlow>('DownloadImage'),
  ImageCache: token<ImageCache>('ImageCache'),
  ImageSaver: token<ImageSaver>('ImageSaver'),
  Clipboard: token<Clipboard>('Clipboard'),
  /** Home content (issue 11): home-module.ts; downloaded on first use. REWCEN3 off asks nothing. */
  LoadAvailablePromotions: token<UseCase<[], AvailablePromotionsOutcome>>('LoadAvailablePromotions'),
  /** The vendor list, ordered by shell §9. */
  LoadGameVendors: token<UseCase<[], GameVendorsOutcome>>('LoadGameVendors'),
  /** The home screen's game lanes, marquee and promotion categories (silent; failures show an empty section). */
  LoadGameLanes: token<UseCase<[], GameLanesOutcome>>('LoadGameLanes'),
  LoadMarquee: token<UseCase<[], MarqueeOutcome>>('LoadMarquee'),
  LoadPromotionCategories: token<UseCase<[], PromotionCategoriesOutcome>>('LoadPromotionCategories'),
  /** Server HTML made safe (issue 11 item 3): DOMPurify, downloaded the first time server HTML is shown. */
  HtmlSanitizerLoader: token<HtmlSanitizerLoader>('HtmlSanitizerLoader'),
  /** The local calendar for "hide today" (Intl, the phone's zone); tests rebind a named zone. */
  LocalCalendarLoader: token<() => Promise<LocalCalendar>>('LocalCalendarLoader'),
  /** Announcement popups (issue 11 item 3): announcements-module.ts; waits 500 ms, then loads; downloaded on first use. */
  LoadAnnouncementPopups: token<UseCase<[], AnnouncementPopupsOutcome>>('LoadAnnouncementPopups'),
  CloseAnnouncementPopups: token<UseCase<[ClosePopupsRequest], ClosePopupsOutcome>>('CloseAnnouncementPopups'),
  /** Push notifications (issue 12 item 4): push-module.ts. The permission modal's state, in the first load. */
  PushPrompt: token<PushPrompt>('PushPrompt'),
  /** Browser permission + messaging provider, downloaded with the push code (Firebase; the fake in mock builds; tests rebind). */
  PushEnvironment: token<() => Promise<PushEnvironment>>('PushEnvironment'),
  /** The push registration (core), downloaded at the first login or logout; PushPort hands over to it. */
  PushRegistration: token<() => Promise<PushRegistration>>('PushRegistration'),
  /** Mini-game widget (issue 12 item 3): minigame-module.ts. Script and token the widget should follow. */
  MiniGameTarget: token<Observable<MiniGameTarget>>('MiniGameTarget'),
  /** True from the first moment a member should see the widget: the host's code is downloaded then. */
  MiniGameHostWanted: token<Observable<boolean>>('MiniGameHostWanted'),
  /** Gives the script loader (downloaded on first use); tests rebind a fake. */
  MiniGameScriptLoader: token<() => Promise<MiniGameScriptLoader<HTMLElement>>>('MiniGameScriptLoader'),
  /** Gives the widget's store (downloaded on first use); the host renders `view$`. */
  MiniGame: token<() => Promise<MiniGameStore<HTMLElement>>>('MiniGame'),
  /** Game launch and the game view (issue 12 items 1, 2): game-module.ts; core/game downloaded on first use. */
  LaunchGame: token<UseCase<[LaunchGameRequest], LaunchOutcome>>('LaunchGame'),
  TrialLaunch: token<UseCase<[TrialLaunchRequest], LaunchOutcome>>('TrialLaunch'),
  /** /m/game: the vendor list and the game matches. */
  LoadGameArea: token<UseCase<[], GameAreaOutcome>>('LoadGameArea'),
  /** The reach issue's in-game download prompt (a no-op until then). */
  InGamePrompt: token<InGamePrompt>('InGamePrompt'),
  /** Gives the timer that fires InGamePrompt in_game_popup_interval seconds after a game starts. */
  InGamePromptTimer: token<() => Promise<InGamePromptTimer>>('InGamePromptTimer'),
  // issue 13: domain failover
  /** The domain-unreachable notice (domain-failover-module.ts): downloaded when system status answers domain_not_available. */
  DomainNotice: token<() => Promise<DomainNotice>>('DomainNotice'),
  /** Pings `{domain}/wps/system/test/ping`; tests rebind a scripted one. */
  DomainPinger: token<DomainPinger>('DomainPinger'),
  /** Leaves the page for the chosen domain (location.assign) or reloads it. */
  PageExit: token<PageExit>('PageExit'),
  /** The shuffle's randomness (Math.random). */
  DomainShuffleRandom: token<RandomSource>('DomainShuffleRandom'),
  /** Where in the 1 to 2.5 s window a session's settings are applied (core/session/session-settings.ts). */
  SessionSettingsRandom: token<RandomSource>('SessionSettingsRandom'),
  ApplySessionSettings: token<ApplySessionSettings>('ApplySessionSettings'),
  // issue 13: app-download prompt, download bar, app-upgrade modal (app-prompt-module.ts)
  /** The prompt's first-load handle; `get()` downloads core/app-prompt. Also bound as InGamePrompt. */
  AppDownloadPrompt: token<AppPromptLauncher>('AppDownloadPrompt'),
  /** The install modal's web-app button and the installed flag, over the add-to-home-screen capture (install-module.ts). */
  WebAppInstaller: token<WebAppInstaller>('WebAppInstaller'),
  /** The page's origin (the prompt's domain rule and the download redirect page). */
  PageOrigin: token<() => string>('PageOrigin'),
  // issue 13: tracking
  /** Pages shown (viewContent) and the start of tracking after the first paint (tracking-module.ts). */
  TrackingViews: token<TrackingPort & TrackingViews>('TrackingViews'),
  /**
   * Gives the tracking code (recorder, bundle capture, pixels), downloaded at the first event or view. Its
   * `stats.observe(customer, counts)` records deposit, firstDeposit and withdraw from each polled stats answer.
   */
  TrackingRuntime: token<() => Promise<TrackingRuntime>>('TrackingRuntime'),
  /** What tests put in place of the browser (landing query, cookies, random, ad bridge, pixel loader); unbound in the app. */
  TrackingEnvironment: token<Partial<TrackingEnvironment>>('TrackingEnvironment'),
  // issue 13: install and update
  /** The browser's install prompt, captured at boot (beforeinstallprompt prevented and kept; appinstalled). */
  InstallPromptSource: token<InstallPromptSource>('InstallPromptSource'),
  /** Gives "install the web app now" (downloaded on first use): `execute()` resolves 'accepted' | 'dismissed' | 'unavailable'; `available()`, `installed`. */
  WebAppInstall: token<() => Promise<InstallWebApp>>('WebAppInstall'),
  /** The WEBCLIP flag rule, applied once at launch with the page's query (player-journey §4). */
  RecordWebclipFlag: token<RecordWebclipFlag>('RecordWebclipFlag'),
  /** Gives the add-to-home-screen sheet (downloaded on first use): the UI calls `enter(path)` and renders `sheet$`. */
  AddToHomeScreen: token<() => Promise<AddToHomeScreen>>('AddToHomeScreen'),
  /** Gives update detection (downloaded on first use): `start()` once at boot. */
  WatchForUpdates: token<() => Promise<WatchForUpdates>>('WatchForUpdates'),
  PageReloader: token<PageReloader>('PageReloader'),
  // issue 14: the PWA worker
  /** Gives the service worker's waiting version (registers /m/sw.js after load), or null where no worker of ours runs. */
  WaitingVersion: token<() => Promise<WaitingVersion | null>>('WaitingVersion'),
} as const;
