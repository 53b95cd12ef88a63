import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouterNavigator } from '../../adapters/browser/router-navigator';
import { TOKENS } from '../../adapters/composition/tokens';
import { renderWithContainer } from '../testing/render-with-container';
import packageJson from '../../package.json';
import { App } from './app';

/** The whole app with its own router (React Router's BrowserRouter), on jsdom's address and history. */
async function openApp(path: string) {
  window.history.replaceState(null, '', path);
  const view = await renderWithContainer(<App navigator={new RouterNavigator(() => undefined)} onRetryStatus={() => undefined} />, {}, { router: false });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const address = () => window.location.pathname + window.location.search;
const mainNavigation = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));

describe('the router: React Router in declarative mode, core deciding every route', () => {
  beforeEach(() => window.history.replaceState(null, '', '/m/home'));

  it("is the design card's react-router-dom, pinned to one version, and wouter is gone", () => {
    const dependencies: Record<string, string> = packageJson.dependencies;
    expect(dependencies['react-router-dom']).toMatch(/^7\.\d+\.\d+$/);
    expect(dependencies).not.toHaveProperty('wouter');
  });

  it('the guard\'s redirect (shell §2 "redirected to /m/login") replaces the browser\'s history entry, carried query kept', async () => {
    window.history.replaceState(null, '', '/m/voucherCenter?affiliateCode=AF1&x=1');
    const entries = window.history.length;
    await openApp('/m/voucherCenter?affiliateCode=AF1&x=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(address()).toBe('/m/login?affiliateCode=AF1');
    expect(window.history.length).toBe(entries);
  });

  it('a link pushes a browser history entry with the carried query; Back returns through the browser history', async () => {
    const { container } = await openApp('/m/home?r=R9');
    // Tracking keeps the landing's pixel bundle once the first page has painted: its fbp is carried too (shell §2
    // "plus stored tracking values").
    const stored = container.get(TOKENS.StoredTracking);
    await waitFor(() => expect(stored.values().fbp).toMatch(/^fb\.1\.\d+\.\d+$/));
    const entries = window.history.length;
    await userEvent.click(mainNavigation().getByRole('link', { name: 'Games' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
    expect(address()).toBe(`/m/game?r=R9&fbp=${stored.values().fbp}`);
    expect(window.history.length).toBe(entries + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(address()).toBe('/m/home?r=R9');
  });

  it('a navigation shows the next page\'s skeleton at once while its code loads, not the previous page', async () => {
    await openApp('/m/home');
    act(() => void fireEvent.click(mainNavigation().getByRole('link', { name: 'Promotions' })));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Home' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
  });
});
