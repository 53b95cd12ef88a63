import { describe, expect, it } from 'vitest';
import { ManualTime } from '../testing/manual-scheduler';
import { rawText, text } from './model';
import { NoticeCenter } from './notice-center';

const center = () => new NoticeCenter(new ManualTime());
const options = [{ label: text('cs_entry', { number: 1 }) }, { label: rawText('Telegram') }];

describe('the action list ("several open an action list of titled entries", player-journey §2)', () => {
  it('a choice dialog carries its title, one option per entry and a cancel label, and resolves the chosen index', async () => {
    const notices = center();
    const answer = notices.choose(text('services'), options);
    const [dialog] = notices.state.dialogs;
    expect(dialog).toMatchObject({ kind: 'choice', title: { key: 'services' }, options, cancelLabel: { key: 'cancel' }, closable: true });
    notices.resolveChoice(dialog!.id, 1);
    await expect(answer).resolves.toBe(1);
    expect(notices.state.dialogs).toEqual([]);
  });

  it('cancel or dismiss resolves null, also through the generic resolve()', async () => {
    const notices = center();
    const cancelled = notices.choose(text('services'), options);
    notices.resolveChoice(notices.state.dialogs[0]!.id, null);
    await expect(cancelled).resolves.toBeNull();
    const dismissed = notices.choose(text('services'), options);
    notices.resolve(notices.state.dialogs[0]!.id, false);
    await expect(dismissed).resolves.toBeNull();
  });

  it('an index outside the list resolves null', async () => {
    const notices = center();
    const answer = notices.choose(text('services'), options);
    notices.resolveChoice(notices.state.dialogs[0]!.id, 5);
    await expect(answer).resolves.toBeNull();
  });

  it('a choice queues behind a dialog on screen, and confirm still answers booleans', async () => {
    const notices = center();
    const confirmed = notices.confirm(rawText('Leave?'));
    const choice = notices.choose(text('services'), options);
    expect(notices.state.dialogs.map((d) => d.kind)).toEqual(['confirm', 'choice']);
    notices.resolve(notices.state.dialogs[0]!.id, true);
    await expect(confirmed).resolves.toBe(true);
    notices.resolveChoice(notices.state.dialogs[0]!.id, 0);
    await expect(choice).resolves.toBe(0);
  });
});

describe('the same notice is not queued twice (decisions.md "One notice for the same message")', () => {
  it('five calls failing offline give one "Network Error / CORS Errors" notice; confirming it settles all five', async () => {
    const notices = center();
    const settled: number[] = [];
    const waits = [0, 1, 2, 3, 4].map((n) => notices.notice(rawText('Network Error / CORS Errors')).then(() => settled.push(n)));
    expect(notices.state.dialogs).toHaveLength(1);
    notices.resolve(notices.state.dialogs[0]!.id, true);
    await Promise.all(waits);
    expect(settled).toEqual([0, 1, 2, 3, 4]);
    expect(notices.state.dialogs).toEqual([]);
  });

  it('a translated notice with the same key and values is the same; other values, titles, labels or closability are not', () => {
    const notices = center();
    void notices.notice(text('min_length', { n: 6 }));
    void notices.notice(text('min_length', { n: 6 }));
    void notices.notice(text('min_length', { n: 8 }));
    void notices.notice(text('min_length', { n: 6 }), { title: text('error') });
    void notices.notice(text('min_length', { n: 6 }), { confirmLabel: text('retry') });
    void notices.notice(text('min_length', { n: 6 }), { closable: false });
    void notices.notice(rawText('min_length'));
    expect(notices.state.dialogs).toHaveLength(6);
  });

  it('server words and a translation key spelled alike are different notices', () => {
    const notices = center();
    void notices.notice(rawText('error'));
    void notices.notice(text('error'));
    void notices.notice(rawText('error'));
    void notices.notice(rawText('Error'));
    expect(notices.state.dialogs.map((d) => d.message)).toEqual([rawText('error'), text('error'), rawText('Error')]);
  });

  it('a notice never joins a confirm on screen with the same words, title and labels', () => {
    const notices = center();
    void notices.confirm(text('session_expired'));
    void notices.notice(text('session_expired'));
    expect(notices.state.dialogs.map((d) => d.kind)).toEqual(['confirm', 'notice']);
  });

  it('a confirm on screen is a cancel when the UI answers it as a choice with no option', async () => {
    const notices = center();
    const answer = notices.confirm(text('leave'));
    notices.resolveChoice(notices.state.dialogs[0]!.id, null);
    expect(await answer).toBe(false);
  });

  it('closing a loading toast that is already gone publishes no new state', () => {
    const notices = center();
    const hide = notices.showLoading(text('loading'));
    notices.toast(text('saved'), 2000);
    notices.dismissLoadingToasts();
    const states: unknown[] = [];
    const subscription = notices.state$.subscribe((state) => states.push(state));
    hide();
    subscription.unsubscribe();
    expect(states).toHaveLength(1);
    expect(notices.state.toasts.map((t) => t.message)).toEqual([text('saved')]);
  });

  it('a confirm with the same words still asks each time, and a notice after the first was answered is shown again', async () => {
    const notices = center();
    void notices.confirm(rawText('Leave?'));
    void notices.confirm(rawText('Leave?'));
    expect(notices.state.dialogs).toHaveLength(2);
    const again = center();
    const first = again.notice(rawText('Error'));
    again.resolve(again.state.dialogs[0]!.id, true);
    await first;
    void again.notice(rawText('Error'));
    expect(again.state.dialogs).toHaveLength(1);
  });
});
