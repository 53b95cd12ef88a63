import * as v from 'valibot';
import { lenientText, unwrapValue } from '../decode/lenient-schemas';
import { safeHttpUrl } from '../url/http-url';
import type { ExternalLinkOpener } from '../customer-service/ports';
import type { ApiClient } from '../http/api-client';
import { TOAST_DURATION_MS } from '../http/classify-failure';
import { endpoints } from '../http/endpoints';
import { pathOf } from '../routing/route-table';
import { text } from '../notice/model';
import type { Notifier } from '../notice/ports';
import type { AppNavigator } from '../runtime/ports';
import type { ChatViewer } from './chat-access';
import { hexColor } from './header-color';
import type { ThemeHeaderColor } from './ports';

/** player-journey §1 "The default language is CN for chat". */
export const DEFAULT_CHAT_LANGUAGE = 'CN';

/** docs/decisions.md "Chat": b2c is true (the member talks to the merchant's customer service). */
export const CHAT_B2C = true;

export interface LaunchChatRequest {
  /** The chat window's title (the UI passes the translated site name). */
  readonly title: string;
  /** The current address, so the chat can lead back to it. */
  readonly backUrl: string;
}

export type LaunchChatOutcome =
  /** CBS3 is off: there is no chat; nothing is asked. */
  | { readonly kind: 'hidden' }
  /** A guest: taken to /m/login. */
  | { readonly kind: 'login-required' }
  /** Member type 4: the no_permissions toast was shown. */
  | { readonly kind: 'no-permissions' }
  | { readonly kind: 'opened'; readonly url: string }
  /** A launch is already under way: this tap is ignored. */
  | { readonly kind: 'busy' }
  /**
   * request-failed: the request layer showed the server's message (or its catalogue text).
   * no-chat-url: the answer held no http(s) chatUrl; the unknown_error notice was shown.
   */
  | { readonly kind: 'failed'; readonly reason: 'request-failed' | 'no-chat-url' };

/** value.chatUrl, a chatUrl at the top level, or the value as the bare URL; only an absolute http(s) URL counts. */
export function decodeChatUrl(input: unknown): string | null {
  const fields = unwrapValue(input);
  const read = v.safeParse(lenientText, fields ? fields.chatUrl : input);
  return read.success ? safeHttpUrl(read.output) : null;
}

export interface LaunchChatDeps {
  readonly api: ApiClient;
  readonly notifier: Notifier;
  readonly appNavigator: AppNavigator;
  readonly links: ExternalLinkOpener;
  readonly viewer: () => ChatViewer;
  /** The UI language key (CN, EN, …). */
  readonly language: () => string;
  readonly headerColor: ThemeHeaderColor;
}

/**
 * The chat button (player-journey §5, §7): POST CBS_launchChat with b2c, title, backUrl and language
 * (default CN), plus the theme's header colour when the page has one (the "headerColor in one form" of §7),
 * then the answered chatUrl opens outside the app like a customer-service link.
 */
export class LaunchChat {
  private launching = false;

  constructor(private readonly deps: LaunchChatDeps) {}

  async execute(request: LaunchChatRequest): Promise<LaunchChatOutcome> {
    const { access } = this.deps.viewer();
    if (access === 'hidden') return { kind: 'hidden' };
    if (access === 'login-required') {
      this.deps.appNavigator.goTo(pathOf('login'));
      return { kind: 'login-required' };
    }
    if (access === 'no-permissions') {
      this.deps.notifier.toast(text('no_permissions'), TOAST_DURATION_MS);
      return { kind: 'no-permissions' };
    }
    if (this.launching) return { kind: 'busy' };
    this.launching = true;
    try {
      return await this.launch(request);
    } finally {
      this.launching = false;
    }
  }

  private async launch(request: LaunchChatRequest): Promise<LaunchChatOutcome> {
    const body = {
      b2c: CHAT_B2C,
      title: request.title,
      backUrl: request.backUrl,
      language: this.deps.language().trim() || DEFAULT_CHAT_LANGUAGE,
      ...this.headerColor(),
    };
    let value: unknown;
    try {
      value = (await this.deps.api.post(endpoints.launchChat, body)).value;
    } catch {
      return { kind: 'failed', reason: 'request-failed' };
    }
    const url = decodeChatUrl(value);
    if (!url) {
      void this.deps.notifier.notice(text('unknown_error'));
      return { kind: 'failed', reason: 'no-chat-url' };
    }
    this.deps.links.open(url);
    return { kind: 'opened', url };
  }

  /** docs/decisions.md "Chat: headerColor": the form with headerColor when the theme's colour is a hex colour. */
  private headerColor(): { headerColor?: string } {
    const color = hexColor(this.deps.headerColor.read());
    return color ? { headerColor: color } : {};
  }
}
