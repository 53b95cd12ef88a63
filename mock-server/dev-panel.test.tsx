// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DevPanel } from './dev-panel';
import { scenarios } from './scenarios';

afterEach(() => {
  cleanup();
  scenarios.reset();
});

describe('developer panel (dev builds only)', () => {
  it('opens from its labelled button and switches maintenance on and off in the mock', () => {
    render(<DevPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Mock scenarios' }));
    const maintenance = screen.getByRole('checkbox', { name: 'Maintenance' });
    fireEvent.click(maintenance);
    expect(scenarios.get().maintenance.enabled).toBe(true);
    fireEvent.click(maintenance);
    expect(scenarios.get().maintenance.enabled).toBe(false);
  });

  it('every control in the panel has an accessible name', () => {
    render(<DevPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Mock scenarios' }));
    const panel = screen.getByRole('dialog', { name: 'Mock scenarios' });
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
