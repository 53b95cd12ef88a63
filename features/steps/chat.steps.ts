import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ChatViewer } from '../../core/chat/chat-access';
import type { LaunchChatOutcome } from '../../core/chat/launch-chat';
import { FakePageVisibility } from '../../core/testing/chat-fakes';
import { RecordingLinkOpener } from '../../core/testing/customer-service-fakes';
import { chatUnreadKey } from '../../mock-server/handlers/chat';
import { requestLog } from '../../mock-server/request-log';
import { scenarios } from '../../mock-server/scenarios';
import type { PlayerWorld } from '../support/world';
import { eventually } from '../support/eventually';

/** Per scenario: the fake page the chat button lives on. */
interface ChatPage {
  readonly visibility: FakePageVisibility;
  readonly links: RecordingLinkOpener;
  viewer: ChatViewer | null;
  launched: LaunchChatOutcome | null;
}
const pages = new WeakMap<object, ChatPage>();

function page(world: PlayerWorld): ChatPage {
  const current = pages.get(world.container);
  assert.ok(current, 'the chat button is not set up');
  return current;
}

/** Lets the mock answer (msw or the handlers directly) until the request log stops growing. */
async function quiet(): Promise<void> {
  let last = -1;
  for (let rounds = 0; rounds < 200; rounds++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const now = requestLog.all().length;
    if (now === last) return;
    last = now;
  }
}

When('the chat button is set up on a visible page', async function (this: PlayerWorld) {
  const chat: ChatPage = { visibility: new FakePageVisibility(true), links: new RecordingLinkOpener(), viewer: null, launched: null };
  this.container.rebind(this.tokens.PageVisibility).toConstantValue(chat.visibility);
  this.container.rebind(this.tokens.ExternalLinkOpener).toConstantValue(chat.links);
  pages.set(this.container, chat);
  await this.container.get(this.tokens.SharedConfigStore).execute();
  this.container.get(this.tokens.ChatViewer).subscribe((viewer) => (chat.viewer = viewer));
  this.container.get(this.tokens.ChatUnreadCount).start();
  await quiet();
});

When('{int} s pass on the chat clock', async function (this: PlayerWorld, seconds: number) {
  for (let s = 0; s < seconds; s++) {
    this.time.advance(1_000);
    await quiet();
  }
});

When('the page is hidden', async function (this: PlayerWorld) {
  page(this).visibility.set(false);
  await quiet();
});

When('the page is visible again', async function (this: PlayerWorld) {
  page(this).visibility.set(true);
  await quiet();
});

When('the player logs out of the chat page', async function (this: PlayerWorld) {
  await this.container.get(this.tokens.Logout).execute();
  await quiet();
});

Given('{string} has {int} unread chat message(s)', function (this: PlayerWorld, userName: string, count: number) {
  const merchantCode = this.container.get(this.tokens.AppConfig).merchantCode;
  scenarios.set({ chatUnread: { [chatUnreadKey(merchantCode, userName)]: count } });
});

async function press(world: PlayerWorld, backUrl: string, title: string): Promise<void> {
  page(world).launched = await world.container.get(world.tokens.LaunchChat).execute({ title, backUrl });
}

When('the player presses the chat button', async function (this: PlayerWorld) {
  await press(this, 'https://m.demo.test/m/home', 'Lottery');
});

When('the player presses the chat button on {string} titled {string}', async function (this: PlayerWorld, backUrl: string, title: string) {
  await press(this, backUrl, title);
});

Then('the chat button is hidden', function (this: PlayerWorld) {
  assert.equal(page(this).viewer?.access, 'hidden');
});

Then('the chat button shows without an unread badge', function (this: PlayerWorld) {
  assert.notEqual(page(this).viewer?.access, 'hidden');
  assert.equal(this.container.get(this.tokens.ChatUnreadCount).count, null);
});

Then('the unread badge shows {int}', async function (this: PlayerWorld, count: number) {
  await eventually(() => assert.equal(this.container.get(this.tokens.ChatUnreadCount).count, count));
});

Then('the chat launch answers {string}', function (this: PlayerWorld, kind: string) {
  assert.equal(page(this).launched?.kind, kind);
});

Then(
  'the chat launch sent b2c true, title {string}, backUrl {string} and language {string}',
  function (this: PlayerWorld, title: string, backUrl: string, language: string) {
    const sent = requestLog.last('/wps/relay/CBS_launchChat', 'POST');
    assert.ok(sent, 'no CBS_launchChat call');
    assert.deepEqual(sent.body, { b2c: true, title, backUrl, language });
    assert.equal(sent.headers.authorization?.startsWith('Bearer '), true);
  },
);

Then('the chat opened {string} outside the app', function (this: PlayerWorld, url: string) {
  assert.deepEqual(page(this).launched, { kind: 'opened', url });
  assert.deepEqual(page(this).links.opened, [url]);
});
