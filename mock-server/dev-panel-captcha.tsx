import { scenarios, type Scenarios } from './scenarios';

const SCENES = ['login', 'sms', 'register'] as const;

/**
 * Slider captcha per scene for every merchant, and GEETEST_VERSION (player-journey §5: the sms captcha
 * needs v4). The app reads them from the shared config at boot: reload after a change.
 */
export function CaptchaSwitches({ current }: { readonly current: Scenarios }) {
  return (
    <fieldset>
      <legend>Captcha (reload to apply)</legend>
      {SCENES.map((scene) => (
        <label key={scene} style={{ marginRight: 8 }}>
          <input
            type="checkbox"
            checked={current.captcha[scene]}
            onChange={(event) => scenarios.set({ captcha: { [scene]: event.target.checked } })}
          />{' '}
          Captcha on {scene}
        </label>
      ))}
      <label>
        Geetest version{' '}
        <select
          value={current.captcha.version}
          onChange={(event) => scenarios.set({ captcha: { version: event.target.value === 'v4' ? 'v4' : 'v3' } })}
        >
          <option value="v3">v3</option>
          <option value="v4">v4</option>
        </select>
      </label>
    </fieldset>
  );
}
