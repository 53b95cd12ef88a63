import { describe, expect, it } from 'vitest';
import { ManualTime } from '../testing/manual-scheduler';
import { rawText, text, type NoticeState } from '../notice/model';
import { NoticeCenter } from '../notice/notice-center';

function setup() {
  const time = new ManualTime();
  const notices = new NoticeCenter(time);
  const emitted: NoticeState[] = [];
  notices.state$.subscribe((s) => emitted.push(s));
  return { time, notices, emitted };
}

describe('notices (shell §8 "alert titled notice with a confirm button")', () => {
  it('a notice is titled "notice", confirmed with "confirm", closable unless told otherwise', () => {
    const { notices } = setup();
    void notices.notice(rawText('Balance too low'));
    expect(notices.state.dialogs[0]).toMatchObject({
      kind: 'notice',
      message: { raw: 'Balance too low' },
      title: { key: 'notice' },
      confirmLabel: { key: 'confirm' },
      closable: true,
    });
  });

  it('title, confirm label and closable come from the caller when given', () => {
    const { notices } = setup();
    void notices.notice(text('please_login'), { title: text('login_title'), confirmLabel: text('go_to_login'), closable: false });
    expect(notices.state.dialogs[0]).toMatchObject({ title: { key: 'login_title' }, confirmLabel: { key: 'go_to_login' }, closable: false });
  });

  it('a confirm has a cancel button and answers true only on confirm', async () => {
    const { notices } = setup();
    const yes = notices.confirm(text('please_login'));
    expect(notices.state.dialogs[0]).toMatchObject({
      kind: 'confirm',
      title: { key: 'notice' },
      confirmLabel: { key: 'confirm' },
      cancelLabel: { key: 'cancel' },
      closable: true,
    });
    notices.resolve(notices.state.dialogs[0]!.id, true);
    await expect(yes).resolves.toBe(true);
    const no = notices.confirm(text('please_login'), { cancelLabel: text('close'), title: text('services'), confirmLabel: text('retry'), closable: false });
    expect(notices.state.dialogs[0]).toMatchObject({ cancelLabel: { key: 'close' }, title: { key: 'services' }, confirmLabel: { key: 'retry' }, closable: false });
    notices.resolve(notices.state.dialogs[0]!.id, false);
    await expect(no).resolves.toBe(false);
  });

  it('dialogs queue in order with distinct ids; answering one removes only it', async () => {
    const { notices } = setup();
    const first = notices.notice(rawText('one'));
    void notices.notice(rawText('two'));
    const [a, b] = notices.state.dialogs;
    expect(a!.id).not.toBe(b!.id);
    expect(b!.id).toBeGreaterThan(a!.id);
    notices.resolve(a!.id, true);
    await expect(first).resolves.toBeUndefined();
    expect(notices.state.dialogs.map((d) => d.message)).toEqual([{ raw: 'two' }]);
  });

  it('an answer for a dialog that is not open changes nothing', () => {
    const { notices, emitted } = setup();
    void notices.notice(rawText('one'));
    const before = emitted.length;
    notices.resolve(999, true);
    notices.resolveChoice(999, 0);
    expect(emitted.length).toBe(before);
    expect(notices.state.dialogs).toHaveLength(1);
  });

  it('a choice answers null for an index equal to or beyond the number of options, or below zero', async () => {
    const { notices } = setup();
    const options = [{ label: rawText('A') }, { label: rawText('B') }];
    const atLength = notices.choose(text('services'), options);
    notices.resolveChoice(notices.state.dialogs[0]!.id, 2);
    await expect(atLength).resolves.toBeNull();
    const negative = notices.choose(text('services'), options);
    notices.resolveChoice(notices.state.dialogs[0]!.id, -1);
    await expect(negative).resolves.toBeNull();
    const first = notices.choose(text('services'), options);
    notices.resolveChoice(notices.state.dialogs[0]!.id, 0);
    await expect(first).resolves.toBe(0);
  });
});

describe('toasts (shell §9 "Toast 1.5 s")', () => {
  it('a message toast stays for its duration and not a millisecond longer', () => {
    const { notices, time } = setup();
    notices.toast(text('network_offline'), 1_500);
    expect(notices.state.toasts).toEqual([{ id: expect.any(Number), kind: 'message', message: { key: 'network_offline' } }]);
    time.advance(1_499);
    expect(notices.state.toasts).toHaveLength(1);
    time.advance(1);
    expect(notices.state.toasts).toHaveLength(0);
  });

  it('toasts get distinct ids; hiding one leaves the others', () => {
    const { notices } = setup();
    const hideFirst = notices.showLoading(text('loading'));
    notices.showLoading(text('please_wait'));
    const [a, b] = notices.state.toasts;
    expect(a!.id).not.toBe(b!.id);
    hideFirst();
    expect(notices.state.toasts.map((t) => t.message)).toEqual([{ key: 'please_wait' }]);
  });

  it('hiding a toast twice, or after it expired, emits nothing', () => {
    const { notices, emitted } = setup();
    const hide = notices.showLoading(text('loading'));
    hide();
    const before = emitted.length;
    hide();
    expect(emitted.length).toBe(before);
  });

  it('"after an error, toasts are hidden": only loading toasts go, message toasts stay', () => {
    const { notices } = setup();
    notices.toast(text('network_offline'), 1_500);
    notices.showLoading(text('loading'));
    notices.showLoading(text('please_wait'));
    notices.dismissLoadingToasts();
    expect(notices.state.toasts.map((t) => t.kind)).toEqual(['message']);
  });

  it('with no loading toast, hiding them emits nothing', () => {
    const { notices, emitted } = setup();
    notices.toast(text('network_offline'), 1_500);
    const before = emitted.length;
    notices.dismissLoadingToasts();
    expect(emitted.length).toBe(before);
    expect(notices.state.toasts).toHaveLength(1);
  });
});
