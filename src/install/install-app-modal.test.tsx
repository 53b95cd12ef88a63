import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import { CLOSED_COUNT_KEY } from '../../core/app-prompt/app-download-prompt';
import { INSTALL_MODAL_FADE_MS, INSTALL_MODAL_SCROLL_LOCK_MS } from '../../core/app-prompt/model';
import { endpoints } from '../../core/http/endpoints';
import { WEB_APP_INSTALLED_KEY } from '../../core/install/install-keys';
import { FakeInstallPromptSource, INSTALL_PHONES } from '../../core/testing/install-fakes';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { aSession } from '../../core/testing/session-harness';
import { renderWithContainer } from '../testing/render-with-container';
import { ActionButtons } from '../home/action-buttons';
import { AppDownloadHost } from '../app-prompt/app-download-host';
import { NoticeHost } from '../app/notice-host';
import { PromptPlace } from '../app/prompt-place';

const ANDROID_RESOURCES = [{ resourceType: 'Android', url: 'https://dl.example/app.apk' }];

async function voucherCenter(
  prompts: Record<string, unknown>,
  source = new FakeInstallPromptSource(),
  device: { phone?: string; resources?: unknown; language?: string; announcements?: unknown } = {},
) {
  const transport = new ScriptedTransport()
    .reply(endpoints.announcements.path, ok(device.announcements ?? []))
    .reply(endpoints.appPromptSettings.path, ok({ download_condition_switch: { enabled: true, value: '1' }, first_deposit: { enabled: true, value: '1' }, ...prompts }))
    .reply(endpoints.depositWithdrawStats.path, ok({ totalDepositSuccessCount: 0 }))
    .reply(endpoints.downloadSetting.path, ok(device.resources ?? ANDROID_RESOURCES));
  const sessionStore = new InMemoryStore();
  const localStore = new InMemoryStore();
  const opened: string[] = [];
  const view = await renderWithContainer(
    <>
      <PromptPlace name="deposit" />
      <AppDownloadHost />
      <NoticeHost />
    </>,
    { transport, sessionStore, localStore },
    {
      path: '/m/voucherCenter',
      language: device.language ?? 'EN',
      prepare: (c) => {
        c.rebind(TOKENS.InstallPromptSource).toConstantValue(source);
        c.rebind(TOKENS.ExternalLinkOpener).toConstantValue({ open: (url) => void opened.push(url) });
        const phone = device.phone ? INSTALL_PHONES[device.phone] : undefined;
        if (phone) c.rebind(TOKENS.RunFacts).toConstantValue({ read: () => phone });
        c.get(TOKENS.SessionState).write(aSession());
      },
    },
  );
  return { ...view, sessionStore, localStore, opened, transport };
}

describe('the install-app modal (shell §2 "Install-app modal", §4 "App download prompt")', () => {
  it('first deposit: download link, continue-in-browser closes it and the close is counted', async () => {
    const { sessionStore } = await voucherCenter({});
    const dialog = await screen.findByRole('dialog', { name: 'Get our app' });
    expect(dialog).toHaveAttribute('data-mode', 'bottom');
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', expect.stringContaining('url=https%3A%2F%2Fdl.example%2Fapp.apk'));
    expect(screen.queryByRole('button', { name: 'Install the web app' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue in browser' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStore.get(CLOSED_COUNT_KEY)).toBe('1');
  });

  it('"web-app install button" while the browser holds its install prompt: it shows the browser prompt; accepted, the modal goes and the installed flag is stored', async () => {
    const source = new FakeInstallPromptSource();
    source.offer('accepted');
    const { localStore } = await voucherCenter({}, source);
    await screen.findByRole('dialog', { name: 'Get our app' });
    await userEvent.click(screen.getByRole('button', { name: 'Install the web app' }));
    // "Install the web app now" is downloaded on first use.
    await waitFor(() => expect(source.prompts).toBe(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStore.get(WEB_APP_INSTALLED_KEY)).toBe('1');
  });

  it('"the link can be absent when the prompt is forced": fullscreen, no continue link, Escape does nothing', async () => {
    await voucherCenter({ login_required: { enabled: true, value: '0' }, bottom_app_bar_mode: { enabled: true, value: 'fullscreen' } });
    const dialog = await screen.findByRole('dialog', { name: 'Get our app' });
    expect(dialog).toHaveAttribute('data-mode', 'fullscreen');
    expect(screen.queryByRole('button', { name: 'Continue in browser' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Get our app' })).toBeInTheDocument();
  });
});

describe('the install-app modal shows the app_download announcements (player-journey §7 "MCSFE_getListAnnouncements | types PR, platform M, category app_download")', () => {
  it('each announcement in its own region, its HTML sanitised, its direction its own', async () => {
    const { transport } = await voucherCenter({}, undefined, {
      announcements: [
        { id: '504', title: 'Get the app', content: '<p><img src="https://img.example/app.svg" alt="Our app on a phone" onerror="window.__xss=1"></p><script>window.__xss=2</script>' },
        { id: '505', title: 'حمّل التطبيق', content: '<p>سحوبات يومية</p>' },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Get our app' });
    const note = await within(dialog).findByRole('region', { name: 'Get the app' });
    const picture = await within(note).findByRole('img', { name: 'Our app on a phone' });
    expect(picture).not.toHaveAttribute('onerror');
    expect(note.querySelector('script')).toBeNull();
    expect(note).toHaveAttribute('dir', 'auto');
    const arabic = within(dialog).getByRole('region', { name: 'حمّل التطبيق' });
    expect(arabic).toHaveAttribute('dir', 'auto');
    expect(await within(arabic).findByText('سحوبات يومية')).toBeInTheDocument();
    expect(transport.to(endpoints.announcements.path)[0]?.query).toMatchObject({ types: 'PR', platform: 'M', category: 'app_download' });
  });

  it('none sent: the modal as before, no region', async () => {
    await voucherCenter({});
    const dialog = await screen.findByRole('dialog', { name: 'Get our app' });
    expect(within(dialog).queryByRole('region')).toBeNull();
  });
});

const IOS_RESOURCES = [
  { resourceType: 'IOS', url: 'https://dl.example/app.ipa' },
  { resourceType: 'MOBILECONFIG', url: 'https://dl.example/app.mobileconfig' },
];

describe('the install-app modal on iOS (shell §4 "On iOS 17 a download tip shows; on other iOS versions a go-to-settings notice appears and then a provisioning file opens")', () => {
  it('iOS 17: the download link, and once it is used the download tip shows in the modal', async () => {
    await voucherCenter({}, undefined, { phone: 'iPhone on iOS 17', resources: IOS_RESOURCES });
    const dialog = await screen.findByRole('dialog', { name: 'Get our app' });
    const link = screen.getByRole('link', { name: 'Download the app' });
    expect(link).toHaveAttribute('href', expect.stringContaining('url=https%3A%2F%2Fdl.example%2Fapp.ipa'));
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom does not open tabs
    await userEvent.click(link);
    expect(within(dialog).getByRole('status')).toHaveTextContent('When the download finishes, open the app from your home screen.');
    expect(dialog).toBeInTheDocument();
  });

  it('iOS 16: the download button shows the go-to-settings notice alone, then opens the provisioning file; the modal comes back', async () => {
    const { opened } = await voucherCenter({}, undefined, { phone: 'iPhone on iOS 16', resources: IOS_RESOURCES });
    await screen.findByRole('dialog', { name: 'Get our app' });
    expect(screen.queryByRole('link', { name: 'Download the app' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Download the app' }));
    const notice = await screen.findByRole('dialog', { name: 'Get our app', description: /VPN & Device Management/ });
    // Never stacked: the install modal steps aside while the notice shows.
    expect(screen.getAllByRole('dialog')).toEqual([notice]);
    expect(opened).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(opened).toEqual([expect.stringContaining('url=https%3A%2F%2Fdl.example%2Fapp.mobileconfig')]));
    expect(await screen.findByRole('button', { name: 'Download the app' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Get our app' })).not.toHaveAccessibleDescription(/VPN/);
  });

  it('Android: the link, no tip', async () => {
    await voucherCenter({});
    const dialog = await screen.findByRole('dialog', { name: 'Get our app' });
    expect(screen.getByRole('link', { name: 'Download the app' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });
});

describe('shell §9 "Install modal fade 250 ms; scroll lock after 500 ms"', () => {
  it('the constants are the spec\'s', () => {
    expect(INSTALL_MODAL_FADE_MS).toBe(250);
    expect(INSTALL_MODAL_SCROLL_LOCK_MS).toBe(500);
  });

  it('"fade 250 ms": the modal\'s fade runs for INSTALL_MODAL_FADE_MS', async () => {
    await voucherCenter({});
    const dialog = await screen.findByRole('dialog', { name: 'Get our app' });
    // The backdrop holding the panel fades in (the stylesheet names the animation, the element gets its length).
    expect(dialog.parentElement?.style.animationDuration).toBe('250ms');
  });

  it('"scroll lock after 500 ms": the page still scrolls at 499 ms, is locked at 500 ms, and scrolls again once the modal closes', async () => {
    const { time } = await voucherCenter({});
    await screen.findByRole('dialog', { name: 'Get our app' });
    act(() => time.advance(499));
    expect(document.body.style.overflow).toBe('');
    act(() => time.advance(1));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Continue in browser' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('');
  });
});

describe('the home action button APP_DOWNLOAD (shell §3 "Action-button item") opens the app-download prompt', () => {
  it('a guest taps "Get the app": the install modal opens closable, whatever the download conditions', async () => {
    const transport = new ScriptedTransport()
      .reply(endpoints.consolidatedSettings.path, ok({ actionButton: [{ redirect: 'APP_DOWNLOAD' }], whitelabelVal: {} }))
      .reply(endpoints.appPromptSettings.path, ok({ download_condition_switch: { enabled: false, value: '0' } }))
      .reply(endpoints.downloadSetting.path, ok([{ resourceType: 'Android', url: 'https://dl.example/app.apk' }]));
    const view = await renderWithContainer(
      <>
        <ActionButtons />
        <AppDownloadHost />
      </>,
      { transport },
    );
    await act(async () => {
      await view.container.get(TOKENS.SharedConfigStore).execute();
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Get the app' }));
    expect(await screen.findByRole('dialog', { name: 'Get our app' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue in browser' })).toBeInTheDocument();
  });
});
