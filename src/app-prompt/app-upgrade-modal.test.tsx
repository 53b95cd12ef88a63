import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import { endpoints } from '../../core/http/endpoints';
import { BROWSER_FACTS } from '../../core/testing/device-fakes';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { renderWithContainer } from '../testing/render-with-container';
import { AppDownloadHost } from './app-download-host';
import AppUpgradeModal from './app-upgrade-modal';

const inTheApp = (version: string) => `${BROWSER_FACTS.userAgent} AppAndroidVer/${version}`;

/** The overlay host on a phone with this user agent; the merchant's FORCEAPPUPDATE3 as given. */
async function openOn(userAgent: string, mandatoryUpdate: boolean, ui = <AppDownloadHost />) {
  const transport = new ScriptedTransport()
    .reply(endpoints.consolidatedSettings.path, ok({ whitelabelVal: { FORCEAPPUPDATE3: mandatoryUpdate } }))
    .reply(endpoints.downloadSetting.path, ok([{ resourceType: 'Android', url: 'https://dl.example/app.apk' }]));
  const view = await renderWithContainer(ui, { transport }, {
    prepare: (c) => {
      c.rebind(TOKENS.RunFacts).toConstantValue({ read: () => ({ ...BROWSER_FACTS, userAgent }) });
      c.rebind(TOKENS.PageOrigin).toConstantValue(() => 'https://m.demo1.example.com');
    },
  });
  await act(async () => {
    await view.container.get(TOKENS.SharedConfigStore).execute();
  });
  return { ...view, transport };
}

describe('the app-upgrade modal (shell §2 "App-upgrade modal: an overlay"; §4 "can be closed unless the white-label flag for mandatory updates is on")', () => {
  it('inside the app below 2.4.39 with the flag off: "can be closed" with Later', async () => {
    await openOn(inTheApp('2.4.38'), false);
    const dialog = await screen.findByRole('alertdialog', { name: 'Update the app' });
    expect(dialog).toHaveAccessibleDescription('A new version of the app is available. Please update to keep playing.');
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape closes it while the flag is off', async () => {
    await openOn(inTheApp('2.4.38'), false);
    await screen.findByRole('alertdialog', { name: 'Update the app' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('"unless the white-label flag for mandatory updates is on" (FORCEAPPUPDATE3): no Later, Escape does nothing', async () => {
    await openOn(inTheApp('2.4.38'), true);
    await screen.findByRole('alertdialog', { name: 'Update the app' });
    expect(screen.queryByRole('button', { name: 'Later' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Update the app' })).toBeInTheDocument();
  });

  it('"Update now" opens the download link: below 2.4.39 the mobile site\'s redirect page with the Android link', async () => {
    const { transport } = await openOn(inTheApp('2.4.38'), true);
    const link = await screen.findByRole('link', { name: 'Update now' });
    expect(transport.to(endpoints.downloadSetting.path)).toHaveLength(1);
    expect(link).toHaveAttribute('href', 'https://m.demo1.example.com/mobile/mc/redirect.html?url=https%3A%2F%2Fdl.example%2Fapp.apk');
  });

  it.each([
    ['inside the app at "Minimum app version for direct download 2.4.39"', inTheApp('2.4.39')],
    ['inside the app above it (2.4.100)', inTheApp('2.4.100')],
    ['in the phone\'s browser', BROWSER_FACTS.userAgent],
  ])('not shown %s, even with the flag on', async (_where, userAgent) => {
    // The modal itself (no lazy chunk in between): once the config has loaded it has decided.
    await openOn(userAgent, true, <AppUpgradeModal />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('outside the app the host does not mount it at all (no download link is asked for)', async () => {
    const { container, transport } = await openOn(BROWSER_FACTS.userAgent, true);
    expect(container.get(TOKENS.RunMode)().inNativeApp).toBe(false);
    await act(async () => {
      await import('./app-upgrade-modal');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(transport.to(endpoints.downloadSetting.path)).toHaveLength(0);
  });
});
