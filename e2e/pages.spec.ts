import { expect, test } from './fixtures';
import { withoutPopups } from './mock-scenarios';
import { axeViolations, expectHref, signIn, signInAsType } from './page-helpers';

// Pages past home agree with home: what home advertises, they list.
test.beforeEach(async ({ page }) => withoutPopups(page));


test('/m/news lists the announcements home\'s ticker shows, each in full; axe clean', async ({ page }) => {
  await page.goto('/m/home');
  const ticker = page.getByRole('region', { name: 'Announcements' });
  await expect(ticker.getByRole('link')).toContainText("Tonight's jackpot");
  await ticker.getByRole('link').click();
  await expect(page).toHaveURL(/\/m\/news/);
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toHaveText("Tonight's jackpot is ₱2,000,000: the draw closes at 8:50 pm.");
  expect(await axeViolations(page)).toEqual([]);
});

test('/m/activity lists the promotions home advertises; ?id= shows that one; an unknown id says it is gone', async ({ page }) => {
  await page.goto('/m/activity');
  const promotions = page.getByRole('list', { name: 'Promotions' });
  await expect(promotions.getByRole('link')).toHaveCount(5);
  await expectHref(promotions.getByRole('link', { name: 'Weekly events' }), '/m/activity?category=WEEKLY');
  await expect(page.getByRole('region', { name: 'Refer a friend' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/m/activity?id=WEEKLY');
  await expect(page.getByRole('heading', { level: 2, name: 'Weekly events' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Promotions' }).getByRole('link')).toHaveCount(4);

  await page.goto('/m/activity?id=7');
  await expect(page.getByRole('status').filter({ hasText: 'This promotion is no longer available' })).toBeVisible();
  await expect(page.getByText('#7')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Promotions' }).getByRole('link')).toHaveCount(5);
});

test('/m/help is the customer-service hub: the entries by their titles, one opens directly', async ({ page }) => {
  await page.goto('/m/help');
  const channels = page.getByRole('region', { name: 'Contact customer service' });
  // DEMO1's general entries: the javascript: one is refused, the untitled one is "CS {n}", the VIP one is a label's.
  await expect(channels.getByRole('button')).toHaveText(['Live chat', 'CS 2', 'Telegram']);
  await channels.getByRole('button', { name: 'Live chat' }).click();
  await expect(page.getByRole('dialog', { name: /Mock live chat/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Services' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('/m/inviteFriends: a guest is asked to log in; a member gets a copyable link with their referralCode; no code offers customer service', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/m/inviteFriends');
  await expect(page.getByText('Log in to get your own invite link.')).toBeVisible();

  await signIn(page);
  await page.goto('/m/inviteFriends');
  const link = page.getByRole('textbox', { name: 'Your invite link' });
  const origin = new URL(page.url()).origin;
  await expect(link).toHaveValue(`${origin}/m/register?referralCode=R1000001`);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Invite link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/m/register?referralCode=R1000001`);
  expect(await axeViolations(page)).toEqual([]);

  await signInAsType(page, '4');
  await page.goto('/m/inviteFriends');
  await expect(page.getByRole('status').filter({ hasText: 'no invite code yet' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Customer service' })).toBeVisible();
});

test.describe('pages without a content contract are honest: what they are for, their prompts, a way to customer service', () => {
  const CONTRACTLESS: ReadonlyArray<readonly [string, string]> = [
    ['/m/voucherCenter', 'Deposit'],
    ['/m/withdraw', 'Withdraw'],
    ['/m/securityCenter/addBankCard', 'Add bank card'],
    ['/m/rewardCenter', 'Reward centre'],
    ['/m/mall/mallHome', 'Point market'],
    ['/m/leaderBoard', 'Mission'],
    ['/m/member/benefits', 'VIP benefits'],
    ['/m/feedback', 'Feedback'],
    ['/m/agentRegister', 'Become an agent'],
  ];

  test('each names its purpose and offers customer service', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page);
    for (const [path, title] of CONTRACTLESS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
      const service = page.getByRole('region', { name: 'Customer service' });
      await expect(service.getByRole('button', { name: 'Customer service' }), path).toBeVisible();
      await expect(page.getByRole('main').getByRole('paragraph').first(), path).not.toBeEmpty();
    }
  });

  test('withdraw offers "Add bank card" only while no card or wallet is bound', async ({ page }) => {
    await signIn(page); // player01: a BDO card bound
    await page.goto('/m/withdraw');
    await expect(page.getByRole('status').filter({ hasText: 'bound to your account' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Add bank card' })).toHaveCount(0);
    await signInAsType(page, '1'); // agent01: nothing bound
    await page.goto('/m/withdraw');
    await expect(page.getByRole('main').getByRole('link', { name: 'Add bank card' })).toBeVisible();
  });

  test("VIP benefits shows the member's level and rank progress (shell §4 \"VIP progress\")", async ({ page }) => {
    await signIn(page);
    await page.goto('/m/member/benefits');
    await expect(page.getByRole('heading', { level: 2, name: 'Gold · VIP level 3' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'VIP progress' })).toHaveAttribute('aria-valuenow', '40');
    await expect(page.getByText('2 of 5 conditions completed for the next level.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
