import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { OpenCustomerServiceOutcome } from '../../core/customer-service/open-customer-service';
import { FakeWidgetLoader, RecordingLinkOpener } from '../../core/testing/customer-service-fakes';
import type { ChoiceDialog, Text } from '../../core/notice/model';
import type { PlayerWorld } from '../support/world';

/** Per scenario: the fake page the use case opens links and widgets in, and the pending open. */
interface CustomerServicePage {
  readonly links: RecordingLinkOpener;
  readonly widgets: FakeWidgetLoader;
  opening: Promise<OpenCustomerServiceOutcome> | null;
}
const pages = new WeakMap<object, CustomerServicePage>();

function page(world: PlayerWorld): CustomerServicePage {
  let current = pages.get(world.container);
  if (!current) {
    current = { links: new RecordingLinkOpener(), widgets: new FakeWidgetLoader(world.time), opening: null };
    world.container.rebind(world.tokens.ExternalLinkOpener).toConstantValue(current.links);
    world.container.rebind(world.tokens.SupportWidgetLoader).toConstantValue(current.widgets);
    pages.set(world.container, current);
  }
  return current;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const shown = (t: Text) => ('raw' in t ? t.raw : t.key === 'cs_entry' ? `CS ${t.values?.number}` : t.key);

async function openCustomerService(world: PlayerWorld, labelId: string | null): Promise<void> {
  const cs = page(world);
  const opening = world.container.get(world.tokens.OpenCustomerService).execute({ labelId });
  cs.opening = opening;
  // The entries come over the network on the first open: wait until the list shows or the open is done.
  let done = false;
  void opening.finally(() => (done = true));
  for (let waited = 0; !done && world.notices.state.dialogs.length === 0 && waited < 5_000; waited += 5) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function actionList(world: PlayerWorld): ChoiceDialog | undefined {
  const top = world.notices.state.dialogs[0];
  return top?.kind === 'choice' ? top : undefined;
}

Given('the support widget never becomes ready', function (this: PlayerWorld) {
  page(this).widgets.readyAfterInjectMs = null;
});

When('the player opens customer service', async function (this: PlayerWorld) {
  await openCustomerService(this, null);
});
When('the member with VIP label {string} opens customer service', async function (this: PlayerWorld, labelId: string) {
  await openCustomerService(this, labelId);
});
When('the player chooses {string}', async function (this: PlayerWorld, title: string) {
  const list = actionList(this);
  assert.ok(list, 'no action list on screen');
  const index = list.options.findIndex((option) => shown(option.label) === title);
  assert.notEqual(index, -1, `no option "${title}"`);
  this.notices.resolveChoice(list.id, index);
  await settle();
});
When('the player closes the action list', async function (this: PlayerWorld) {
  const list = actionList(this);
  assert.ok(list, 'no action list on screen');
  this.notices.resolveChoice(list.id, null);
  assert.deepEqual(await page(this).opening, { kind: 'dismissed' });
});
When('the clock moves on {int} ms', async function (this: PlayerWorld, ms: number) {
  this.time.advance(ms);
  await settle();
});

Then('an action list titled {string} offers {string}', function (this: PlayerWorld, title: string, titles: string) {
  const list = actionList(this);
  assert.ok(list, 'no action list on screen');
  assert.equal(shown(list.title), title);
  assert.deepEqual(list.options.map((option) => shown(option.label)), titles.split(', '));
});
Then('the action list does not offer {string}', function (this: PlayerWorld, title: string) {
  const list = actionList(this);
  assert.ok(list, 'no action list on screen');
  assert.ok(!list.options.some((option) => shown(option.label) === title), `"${title}" is offered`);
});
Then('no action list is shown', function (this: PlayerWorld) {
  assert.equal(actionList(this), undefined);
});
Then('the link {string} opened in a new tab', async function (this: PlayerWorld, url: string) {
  assert.deepEqual(await page(this).opening, { kind: 'opened-link', url });
  assert.deepEqual(page(this).links.opened, [url]);
});
Then('no link opened', function (this: PlayerWorld) {
  assert.deepEqual(page(this).links.opened, []);
});
Then('no support-widget script was injected', function (this: PlayerWorld) {
  assert.equal(page(this).widgets.injections, 0);
});
Then('the support-widget script {string} was injected once', function (this: PlayerWorld, path: string) {
  const injected = page(this).widgets.log.filter((line) => line.startsWith('inject'));
  assert.equal(injected.length, 1);
  assert.match(injected[0] ?? '', new RegExp(`^inject https://[^/]+${path.replace(/[.?]/g, '\\$&')} @`));
});
Then('the support widget is not open', function (this: PlayerWorld) {
  assert.ok(!page(this).widgets.log.some((line) => line.startsWith('open')));
});
Then('the support widget {string} is open', async function (this: PlayerWorld, csType: string) {
  assert.deepEqual(await page(this).opening, { kind: 'opened-widget', csType });
});
