import { TOKENS } from '../../adapters/composition/tokens';
import { captchaRequestFields, type CaptchaScene } from '../../core/captcha/model';
import { useService } from './container-context';

export type CaptchaFields = ReturnType<typeof captchaRequestFields>;

/**
 * The captcha step before a login, sms or registration call (player-journey §5): the request fields of
 * the solved proof, {} when the merchant's setting for the scene is off, or null after the failure's
 * message was shown (closed, too fast, network failure, service not working).
 */
export function useCaptcha(): (scene: CaptchaScene) => Promise<CaptchaFields | null> {
  const solve = useService(TOKENS.SolveCaptcha);
  const notices = useService(TOKENS.NoticeCenter);
  return async (scene) => {
    const outcome = await solve.execute(scene);
    if (outcome.kind === 'not-required') return {};
    if (outcome.kind === 'solved') return captchaRequestFields(outcome.proof);
    void notices.notice(outcome.message);
    return null;
  };
}
