// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DevPanel } from './dev-panel';
import { db } from './db';
import { clearPushBindings, setPushBinding } from './handlers/push';
import { SESSION_INFO_KEY } from './dev-sign-in';
import { LANGUAGE_KEYS } from './languages';
import { DEFAULT_MAINTENANCE_DESCRIPTION, scenarios } from './scenarios';

afterEach(() => {
  cleanup();
  scenarios.reset();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

function openPanel(merchantCode = 'DEMO1') {
  const reload = vi.fn();
  render(<DevPanel merchantCode={merchantCode} reload={reload} />);
  fireEvent.click(screen.getByRole('button', { name: 'Mock scenarios' }));
  return { reload, panel: screen.getByRole('dialog', { name: 'Mock scenarios' }) };
}

describe('developer panel (dev builds only)', () => {
  it('opens from its labelled button and switches maintenance on and off in the mock', () => {
    openPanel();
    const maintenance = screen.getByRole('checkbox', { name: 'Maintenance' });
    fireEvent.click(maintenance);
    expect(scenarios.get().maintenance.enabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Maintenance end' }).value).toMatch(/\+08:00$/);
    fireEvent.click(maintenance);
    expect(scenarios.get().maintenance.enabled).toBe(false);
  });

  it('switches the maintenance description on and off, and edits its text', () => {
    openPanel();
    const shown = screen.getByRole('checkbox', { name: 'Maintenance description' });
    const text = screen.getByRole('textbox', { name: 'Maintenance description text' });
    fireEvent.change(text, { target: { value: 'Back at noon' } });
    expect(scenarios.get().maintenance.description).toBe('Back at noon');
    fireEvent.click(shown);
    expect(scenarios.get().maintenance.description).toBeNull();
    expect((text as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(shown);
    expect(scenarios.get().maintenance.description).toBe(DEFAULT_MAINTENANCE_DESCRIPTION);
  });

  it('sets the visitor IP', () => {
    openPanel();
    fireEvent.change(screen.getByRole('textbox', { name: 'Visitor IP' }), { target: { value: '198.51.100.9' } });
    expect(scenarios.get().regionRestriction.ip).toBe('198.51.100.9');
  });

  it('switches the announcement popups off and on (the popup list then answers empty)', () => {
    openPanel();
    const popups = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Announcement popups' });
    expect(popups.checked).toBe(true);
    fireEvent.click(popups);
    expect(scenarios.get().announcementPopups).toBe(false);
    fireEvent.click(popups);
    expect(scenarios.get().announcementPopups).toBe(true);
  });

  it('app-download prompt switches: download conditions and the download bar', () => {
    openPanel();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Download conditions' }));
    expect(scenarios.get().appPromptSettings.download_condition_switch).toEqual({ enabled: true, value: '1' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Download conditions' }));
    expect(scenarios.get().appPromptSettings.download_condition_switch).toBeUndefined();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Download bar' }));
    expect(scenarios.get().downloadBar).toBe(true);
  });

  it('replaces the site config\'s domain list and customer-service entries (the domain notice), and restores the seeded ones', () => {
    openPanel();
    const domains = screen.getByRole('combobox', { name: /^Site-config domains/ });
    fireEvent.change(domains, { target: { value: 'twelve' } });
    const list = scenarios.get().siteConfig.domainList ?? [];
    expect(list).toHaveLength(12);
    expect(list.slice(0, 2)).toEqual(['https://m1.failover.mock.invalid', 'm2.failover.mock.invalid']);
    const services = screen.getByRole('combobox', { name: /^Site-config services/ });
    fireEvent.change(services, { target: { value: 'none' } });
    expect(scenarios.get().siteConfig.customerService).toEqual([]);
    fireEvent.change(services, { target: { value: 'one' } });
    expect(scenarios.get().siteConfig.customerService).toHaveLength(1);
    expect((services as HTMLSelectElement).value).toBe('one');
    fireEvent.change(services, { target: { value: 'seeded' } });
    fireEvent.change(domains, { target: { value: 'seeded' } });
    expect(scenarios.get().siteConfig).toEqual({ domainList: null, customerService: null });
  });

  it('every control in the panel has an accessible name', async () => {
    const { panel } = openPanel();
    await waitFor(() => expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Member type' }).disabled).toBe(false));
    const controls = panel.querySelectorAll('input, select, textarea, button');
    expect(controls.length).toBeGreaterThan(10);
    for (const control of controls) {
      const name =
        control.getAttribute('aria-label') ||
        (control.id && panel.querySelector(`label[for="${control.id}"]`)?.textContent) ||
        control.closest('label')?.textContent ||
        control.textContent;
      expect(name?.trim(), control.outerHTML).toBeTruthy();
    }
  });
});

describe('language switch', () => {
  it('offers the 26 language keys, stores the choice under localStorage "language" and reloads', () => {
    const { reload } = openPanel();
    const select = screen.getByRole('combobox', { name: 'Language' });
    const values = within(select).getAllByRole('option').map((option) => (option as HTMLOptionElement).value);
    expect(values.filter(Boolean)).toEqual([...LANGUAGE_KEYS]);
    expect(LANGUAGE_KEYS).toHaveLength(26);
    fireEvent.change(select, { target: { value: 'PT-BR' } });
    expect(window.localStorage.getItem('language')).toBe('PT-BR');
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.change(select, { target: { value: '' } });
    expect(window.localStorage.getItem('language')).toBeNull();
  });
});

describe('member-type switch', () => {
  it.each([
    ['DEMO1', '2', 'agent02'],
    ['DEMO2', '4', 'nochat01'],
  ])('%s type %s signs in as %s: MC_SESSION_INFO holds a live mock session, then the page reloads', async (merchant, type, userName) => {
    const { reload } = openPanel(merchant);
    const select = screen.getByRole('combobox', { name: 'Member type' });
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    window.sessionStorage.setItem('wps-cache:DEMO1:EN:/wps/member/info', '{}');
    fireEvent.change(select, { target: { value: type } });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const info = JSON.parse(window.sessionStorage.getItem(SESSION_INFO_KEY)!);
    expect(info).toEqual({ token: expect.any(String), userName, id: expect.any(String), merchantCode: merchant, type: Number(type), firstTimeLogin: false });
    expect(db.sessions.findFirst((q) => q.where({ token: info.token }))).toBeDefined();
    expect(window.sessionStorage.getItem('mock-db')).toContain(info.token);
    expect(window.sessionStorage.getItem('wps-cache:DEMO1:EN:/wps/member/info')).toBeNull();
  });

  it('"guest" clears the session info and reloads; the switch shows the signed-in type', async () => {
    const { reload } = openPanel();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Member type' });
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    expect(select.value).toBe('guest');
    fireEvent.change(select, { target: { value: '1' } });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    cleanup();
    const again = openPanel();
    const next = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Member type' });
    await waitFor(() => expect(next.value).toBe('1'));
    fireEvent.change(next, { target: { value: 'guest' } });
    await waitFor(() => expect(again.reload).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem(SESSION_INFO_KEY)).toBeNull();
  });

  it('names each member with its VIP label when it has one', async () => {
    openPanel();
    const select = screen.getByRole('combobox', { name: 'Member type' });
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Guest',
      'Type 0: player01 (Gold)',
      'Type 1: agent01',
      'Type 2: agent02 (Silver)',
      'Type 4: nochat01',
    ]);
  });
});

describe('developer panel: tracking events', () => {
  it('lists the tracking events the mock recorded, newest first', async () => {
    const { requestLog } = await import('./request-log');
    requestLog.clear();
    openPanel();
    expect(screen.getByText('None recorded yet.')).toBeTruthy();
    const events = JSON.stringify([{ event: 'login', customerName: 'player01', currency: 'PHP' }]);
    requestLog.record({ method: 'POST', url: 'http://x/wps/relay/WPSCORE_recordTrackingEvent', origin: 'http://x', path: '/wps/relay/WPSCORE_recordTrackingEvent', query: {}, headers: {}, body: { events } });
    const list = await screen.findByRole('list', { name: 'Recorded tracking events' });
    expect(within(list).getByText('login · player01 · PHP')).toBeTruthy();
    requestLog.clear();
  });
});

describe('developer panel: refused requests', () => {
  it('lists a request the mock refused with its reason, newest first; a refused tracking event is not listed as recorded', async () => {
    const { requestLog } = await import('./request-log');
    requestLog.clear();
    openPanel();
    expect(screen.getByText('None refused yet.')).toBeTruthy();
    const events = JSON.stringify([{ event: 'login', customerName: 'player01', currency: 'PHP' }]);
    act(() => {
      const entry = requestLog.record({ method: 'POST', url: 'http://x/wps/relay/WPSCORE_recordTrackingEvent', origin: 'http://x', path: '/wps/relay/WPSCORE_recordTrackingEvent', query: {}, headers: {}, body: { events } });
      requestLog.markRefused(entry, 'param.invalid: Language header is required');
    });
    const list = await screen.findByRole('list', { name: 'Requests the mock refused' });
    expect(within(list).getByRole('listitem').textContent).toBe('POST /wps/relay/WPSCORE_recordTrackingEvent: param.invalid: Language header is required');
    expect(screen.getByText('None recorded yet.')).toBeTruthy();
    requestLog.clear();
  });
});

describe('developer panel: push bindings', () => {
  it('lists the tokens the mock holds, whose they are and their topics, and follows changes', async () => {
    clearPushBindings();
    const { panel } = openPanel();
    expect(within(panel).getByText('No token bound yet.')).toBeTruthy();
    act(() => setPushBinding('fake-fcm.1', { merchantCode: 'DEMO1', userName: 'player01', topics: ['ALL'] }));
    const list = within(panel).getByRole('list', { name: 'Push tokens the mock holds' });
    expect(within(list).getByRole('listitem').textContent).toBe('DEMO1 · player01 · topics ALL · fake-fcm.1');
    act(() => setPushBinding('fake-fcm.1', { merchantCode: 'DEMO1', userName: 'player01', topics: [] }));
    expect(within(list).getByRole('listitem').textContent).toBe('DEMO1 · player01 · no topics · fake-fcm.1');
    act(() => clearPushBindings());
    expect(within(panel).getByText('No token bound yet.')).toBeTruthy();
  });
});
