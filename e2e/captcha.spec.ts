import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withScenarios, withoutPopups } from './mock-scenarios';

// No announcement popup over the screens these tests are about (home-popups.spec.ts has them).
test.beforeEach(async ({ page }) => withoutPopups(page));

/** Drags the slider's thumb onto the dashed gap, slowly enough not to be "too fast". */
async function solveSlider(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Security check' });
  await expect(dialog).toBeVisible();
  const thumb = dialog.getByRole('slider', { name: 'Slider' });
  // The gap is drawn, not announced (a captcha asks for the eyes); the test reads where it is drawn.
  const gap = (await dialog.getByTestId('slider-gap').boundingBox())!;
  const from = (await thumb.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(gap.x + gap.width / 2, from.y + from.height / 2, { steps: 20 });
  // player-journey §5 "A captcha solved too fast gives 'verify geetest too fast'": the hold runs on the page's clock.
  await page.clock.fastForward(400);
  await page.mouse.up();
}

test.describe('slider captcha in mock mode (player-journey §5 "Login captcha is required only when the merchant\'s setting … is on")', () => {
  test('login: the slider comes first, its proof goes with the login, home', async ({ page }) => {
    await page.clock.install();
    await withScenarios(page, { captcha: { login: true, sms: false, register: false, version: 'v3' } });
    const challenge = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/captcha/geetest');
    await page.goto('/m/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('player01');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    expect((await challenge).headers()['moduleid']).toBe('GEETEST3');
    await expect(page.getByRole('dialog', { name: 'Security check' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await solveSlider(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('closing the slider is verify_first and sends no login', async ({ page }) => {
    await withScenarios(page, { captcha: { login: true, sms: false, register: false, version: 'v3' } });
    let logins = 0;
    page.on('request', (r) => void (new URL(r.url()).pathname === '/wps/session/login' && logins++));
    await page.goto('/m/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('player01');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Security check' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Notice' })).toHaveAccessibleDescription('Please complete the verification first.');
    expect(logins).toBe(0);
  });

  test('registration: the register scene\'s slider runs after the form checks pass', async ({ page }) => {
    await page.clock.install();
    await withScenarios(page, { captcha: { login: false, sms: false, register: true, version: 'v3' } });
    const register = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/member/register');
    await page.goto('/m/register');
    await page.getByRole('textbox', { name: 'Username' }).fill('slide4242');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Register' }).click();
    await solveSlider(page);
    expect((await register).headers()['moduleid']).toBe('REG3');
    await page.getByRole('dialog', { name: 'Registration successful' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });
});
