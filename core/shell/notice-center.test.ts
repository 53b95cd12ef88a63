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
