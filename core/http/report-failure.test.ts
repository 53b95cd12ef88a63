import { describe, expect, it } from 'vitest';
import type { Text } from '../notice/model';
import type { NoticeOptions, Notifier } from '../notice/ports';
import { MemorySession } from '../testing/request-layer-harness';
import { ManualTime } from '../testing/manual-scheduler';
import { RecordingNavigator } from '../testing/recording-notifier';
import type { FailureDecision } from './classify-failure';
import { FailureReporter, LOGIN_PATH } from './report-failure';

/** A Notifier that records what core asked for, with dialogs the test closes by hand. */
class RecordingNotifier implements Notifier {
  readonly notices: { message: Text; options: NoticeOptions | undefined; close: () => void }[] = [];
  readonly toasts: { message: Text; durationMs: number }[] = [];
  dismissals = 0;
  notice(message: Text, options?: NoticeOptions): Promise<void> {
    return new Promise((resolve) => this.notices.push({ message, options, close: resolve }));
  }
  confirm(): Promise<boolean> {
    return Promise.resolve(true);
  }
  toast(message: Text, durationMs: number): void {
    this.toasts.push({ message, durationMs });
  }
  showLoading(): () => void {
    return () => undefined;
  }
  dismissLoadingToasts(): void {
    this.dismissals++;
  }
  choose(): Promise<number | null> {
    return Promise.resolve(null);
  }
}

function reporterHarness() {
  const notifier = new RecordingNotifier();
  const session = new MemorySession();
  session.write({ token: 't', userName: 'u', id: '1', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false });
  const navigator = new RecordingNavigator();
  const autoLogin = { disabled: 0, disable() { this.disabled++; } };
  const time = new ManualTime();
  const reporter = new FailureReporter(notifier, session, navigator, autoLogin, time);
  return { reporter, notifier, session, navigator, autoLogin, time };
}

const decision = (effects: FailureDecision['effects'], hideLoadingToasts = true): FailureDecision => ({
  rejectionMessage: 'x',
  effects,
  hideLoadingToasts,
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('carrying out the error catalogue (core/http/report-failure.ts)', () => {
  it('"Notice dialog with the server message": an alert titled notice', () => {
    const h = reporterHarness();
    h.reporter.report(decision([{ kind: 'notice', message: { raw: 'Balance too low' } }]));
    expect(h.notifier.notices.map((n) => [n.message, n.options])).toEqual([[{ raw: 'Balance too low' }, { title: { key: 'notice' } }]]);
  });

  it('"please login" dialog: titled notice, a confirm button, cannot be closed without confirming; confirm leads to /m/login', async () => {
    const h = reporterHarness();
    h.reporter.report(decision([{ kind: 'end-session' }, { kind: 'ask-to-login' }]));
    expect(h.session.read()).toBeNull();
    expect(h.notifier.notices.map((n) => [n.message, n.options])).toEqual([
      [{ key: 'please_login' }, { title: { key: 'notice' }, confirmLabel: { key: 'confirm' }, closable: false }],
    ]);
    expect(h.navigator.visited).toEqual([]);
    h.notifier.notices[0]!.close();
    await flush();
    expect(h.navigator.visited).toEqual([LOGIN_PATH]);
    expect(LOGIN_PATH).toBe('/m/login');
  });

  it('"Still only one dialog when several calls fail at once"; after it is confirmed, a later auth failure asks again', async () => {
    const h = reporterHarness();
    const auth = decision([{ kind: 'end-session' }, { kind: 'ask-to-login' }]);
    h.reporter.report(auth);
    h.reporter.report(auth);
    h.reporter.report(auth);
    expect(h.notifier.notices).toHaveLength(1);
    h.notifier.notices[0]!.close();
    await flush();
    h.reporter.report(auth);
    expect(h.notifier.notices).toHaveLength(2);
  });

  it('toasts carry their duration; auto login is turned off', () => {
    const h = reporterHarness();
    h.reporter.report(decision([{ kind: 'toast', message: { key: 'network_offline' }, durationMs: 1500 }, { kind: 'disable-auto-login' }]));
    expect(h.notifier.toasts).toEqual([{ message: { key: 'network_offline' }, durationMs: 1500 }]);
    expect(h.autoLogin.disabled).toBe(1);
    expect(h.session.read()).not.toBeNull();
  });

  it('"after an error, toasts are hidden every 1 s, up to 3 times", and not when the decision says no', () => {
    const h = reporterHarness();
    h.reporter.report(decision([], false));
    expect(h.time.pending()).toBe(0);
    h.reporter.report(decision([]));
    h.time.advance(999);
    expect(h.notifier.dismissals).toBe(0);
    h.time.advance(1);
    expect(h.notifier.dismissals).toBe(1);
    h.time.advance(2000);
    expect(h.notifier.dismissals).toBe(3);
    h.time.advance(10_000);
    expect(h.notifier.dismissals).toBe(3);
  });
});
