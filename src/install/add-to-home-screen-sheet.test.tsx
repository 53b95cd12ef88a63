import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import { A2HS_COUNT_KEY } from '../../core/install/install-keys';
import { SHEET_TRANSITION_MS } from '../../core/install/model';
import { FakeInstallPromptSource, INSTALL_PHONES } from '../../core/testing/install-fakes';
import { renderWithContainer } from '../testing/render-with-container';
import AddToHomeScreenHost from './add-to-home-screen-host';

async function open(phone: string, path = '/m/home', language = 'EN') {
  const source = new FakeInstallPromptSource();
  source.offer('accepted');
  const view = await renderWithContainer(<AddToHomeScreenHost />, {}, {
    path,
    language,
    prepare: (c) => {
      c.rebind(TOKENS.InstallPromptSource).toConstantValue(source);
      c.rebind(TOKENS.RunFacts).toConstantValue({ read: () => INSTALL_PHONES[phone]! });
    },
  });
  // The store's code is downloaded after the first paint; then the route reaches it.
  await act(async () => {
    await view.container.get(TOKENS.AddToHomeScreen)();
  });
  act(() => view.time.advance(1_000));
  return { ...view, source };
}

describe('the add-to-home-screen sheet (player-journey §4, shell §2)', () => {
  it('appears after 1 s on /m/home with Install and Close; Install shows the browser prompt and hides the sheet', async () => {
    const { source } = await open('Android phone');
    const sheet = await screen.findByRole('dialog', { name: 'Add to home screen' });
    expect(sheet).toHaveAccessibleDescription(/home screen for quick/);
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(source.prompts).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Close (and Escape) count a dismissal', async () => {
    const view = await open('Android phone');
    await screen.findByRole('dialog', { name: 'Add to home screen' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.container.get(TOKENS.SessionKeyValueStore).get(A2HS_COUNT_KEY)).toBe('1');
  });

  it('player-journey §9 "sheet transition: 250 ms": the sheet slides up for SHEET_TRANSITION_MS', async () => {
    expect(SHEET_TRANSITION_MS).toBe(250);
    await open('Android phone');
    const sheet = await screen.findByRole('dialog', { name: 'Add to home screen' });
    expect(sheet.style.animationDuration).toBe('250ms');
  });

  it('not on /m/login', async () => {
    await open('Android phone', '/m/login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('iOS 17: the share-sheet tip, no Install button; earlier iOS: the profile button', async () => {
    const first = await open('iPhone on iOS 17');
    await screen.findByRole('dialog', { name: 'Add to home screen' });
    expect(screen.getByText(/Add to Home Screen/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    first.unmount();
    await open('iPhone on iOS 16');
    expect(await screen.findByRole('button', { name: 'Download profile' })).toBeInTheDocument();
  });

  it('is translated (Arabic)', async () => {
    await open('Android phone', '/m/home', 'AR');
    expect(await screen.findByRole('dialog', { name: 'إضافة إلى الشاشة الرئيسية' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تثبيت' })).toBeInTheDocument();
  });
});
