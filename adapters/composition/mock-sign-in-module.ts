import { ContainerModule } from 'inversify';
import type { Clock } from '../../core/runtime/ports';
import { SliderCaptchaWidget } from '../captcha/slider-captcha-widget';
import { FakeIdentityProvider, type FakeIdentityConsent } from '../identity/fake-identity-provider';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/**
 * Mock builds only (loaded after the production modules, which it overrides): the project's own slider
 * instead of the geetest script, and the fake consent dialog instead of Firebase, so every sign-in flow
 * runs offline against the mock backend. src/main.tsx downloads it only in mock builds.
 */
export const mockSignInModule = new ContainerModule((_bind, _unbind, _isBound, rebind) => {
  rebind(TOKENS.SliderCaptcha)
    .toDynamicValue(resolvedValue((clock: Clock) => new SliderCaptchaWidget(clock), [TOKENS.Clock]))
    .inSingletonScope();
  rebind(TOKENS.CaptchaWidget)
    .toDynamicValue(resolvedValue((slider: SliderCaptchaWidget | null) => () => Promise.resolve(slider!), [TOKENS.SliderCaptcha]))
    .inSingletonScope();
  rebind(TOKENS.FakeIdentityConsent)
    .toDynamicValue(() => new FakeIdentityProvider())
    .inSingletonScope();
  rebind(TOKENS.IdentityProvider)
    .toDynamicValue(resolvedValue((fake: FakeIdentityConsent | null) => fake as FakeIdentityProvider, [TOKENS.FakeIdentityConsent]))
    .inSingletonScope();
});
