import { FakeIdentityConsentDialog } from './fake-identity-consent';
import { SliderCaptcha } from './slider-captcha';

/** Mock builds only: the project's slider captcha and the fake sign-in consent, over every screen. */
export default function MockSignInHosts() {
  return (
    <>
      <SliderCaptcha />
      <FakeIdentityConsentDialog />
    </>
  );
}
