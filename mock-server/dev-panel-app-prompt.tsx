import { scenarios, type Scenarios } from './scenarios';

const ON = { enabled: true, value: '1' };

/**
 * App-download prompt switches (docs/decisions.md "App-download prompt policy"): the download conditions (download_condition_switch; the
 * seeds have first_deposit and first_withdraw on), a forced prompt (login_required 0), fullscreen mode, and
 * the download bar (seeded level 2). Reload to apply.
 */
export function AppPromptSwitches({ current }: { readonly current: Scenarios }) {
  const settings = current.appPromptSettings;
  const toggle = (key: string, on: { enabled: boolean; value: string }) => (checked: boolean) =>
    scenarios.set({ appPromptSettings: { [key]: checked ? on : null } });
  return (
    <fieldset>
      <legend>App-download prompt (reload to apply)</legend>
      <label style={{ marginRight: 8 }}>
        <input type="checkbox" checked={settings.download_condition_switch?.enabled === true} onChange={(e) => toggle('download_condition_switch', ON)(e.target.checked)} /> Download conditions
      </label>
      <label style={{ marginRight: 8 }}>
        <input type="checkbox" checked={settings.login_required?.value === '0'} onChange={(e) => toggle('login_required', { enabled: true, value: '0' })(e.target.checked)} /> Forced prompt
      </label>
      <label style={{ marginRight: 8 }}>
        <input
          type="checkbox"
          checked={settings.bottom_app_bar_mode?.value === 'fullscreen'}
          onChange={(e) => toggle('bottom_app_bar_mode', { enabled: true, value: 'fullscreen' })(e.target.checked)}
        />{' '}
        Fullscreen prompt
      </label>
      <label>
        <input type="checkbox" checked={current.downloadBar} onChange={(e) => scenarios.set({ downloadBar: e.target.checked })} /> Download bar
      </label>
    </fieldset>
  );
}
