// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CaptchaSwitches } from './dev-panel-captcha';
import { scenarios } from './scenarios';

afterEach(() => {
  cleanup();
  scenarios.reset();
});

describe('developer panel: captcha switches', () => {
  it('switches the captcha per scene and the geetest version in the mock', () => {
    const { rerender } = render(<CaptchaSwitches current={scenarios.get()} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Captcha on login' }));
    expect(scenarios.get().captcha.login).toBe(true);
    rerender(<CaptchaSwitches current={scenarios.get()} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Geetest version' }), { target: { value: 'v4' } });
    expect(scenarios.get().captcha).toEqual({ login: true, sms: false, register: false, version: 'v4' });
  });
});
