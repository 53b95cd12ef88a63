import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import { rawText, text } from '../../core/notice/model';
import { renderWithContainer } from '../testing/render-with-container';
import { NoticeHost } from './notice-host';

describe('notice dialog, confirm and toast', () => {
  it('a notice from core shows as a dialog with a translated title and the server words, and closes on confirm', async () => {
    const { container } = await renderWithContainer(<NoticeHost />);
    const center = container.get(TOKENS.NoticeCenter);
    let closed = false;
    act(() => void center.notice(rawText('Balance too low')).then(() => (closed = true)));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAccessibleDescription('Balance too low');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {});
    expect(closed).toBe(true);
  });

  it('focus moves into the dialog and Tab stays inside (focus trap)', async () => {
    const { container } = await renderWithContainer(<NoticeHost />);
    act(() => void container.get(TOKENS.NoticeCenter).confirm(text('please_login')));
    const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('Escape dismisses a closable dialog and answers false', async () => {
    const { container } = await renderWithContainer(<NoticeHost />);
    let answer: boolean | undefined;
    act(() => void container.get(TOKENS.NoticeCenter).confirm(rawText('Leave?')).then((a) => (answer = a)));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(async () => {});
    expect(answer).toBe(false);
  });

  it('Escape does not dismiss a dialog that must be answered ("please login")', async () => {
    const { container } = await renderWithContainer(<NoticeHost />);
    act(() => void container.get(TOKENS.NoticeCenter).notice(text('please_login'), { closable: false }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('Please log in to continue.');
  });

  it('dialogs queue: the second shows after the first is answered', async () => {
    const { container } = await renderWithContainer(<NoticeHost />);
    const center = container.get(TOKENS.NoticeCenter);
    act(() => {
      void center.notice(rawText('first'));
      void center.notice(rawText('second'));
    });
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('first');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('second');
  });

  it('"Toast 1.5 s": a toast shows in the status region and goes after 1.5 s', async () => {
    const { container, time } = await renderWithContainer(<NoticeHost />);
    act(() => container.get(TOKENS.NoticeCenter).toast(text('network_offline'), 1500));
    const region = screen.getByRole('status', { name: 'Notice' });
    expect(region).toHaveTextContent('Network offline');
    act(() => time.advance(1500));
    expect(region).toHaveTextContent('');
  });
});

describe('the action list (choice dialog: "several open an action list of titled entries")', () => {
  const options = [{ label: text('cs_entry', { number: 1 }) }, { label: rawText('Telegram') }, { label: text('cs_entry', { number: 3 }) }];

  it('shows a dialog titled Services with one button per option and a Cancel button; a tap answers its index', async () => {
    const { container } = await renderWithContainer(<NoticeHost />);
    let answer: number | null | undefined;
    act(() => void container.get(TOKENS.NoticeCenter).choose(text('services'), options).then((a) => (answer = a)));
    const sheet = await screen.findByRole('dialog', { name: 'Services' });
    const buttons = within(sheet).getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['CS 1', 'Telegram', 'CS 3', 'Cancel']);
    expect(within(sheet).getByRole('list', { name: 'Services' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Telegram' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {});
    expect(answer).toBe(1);
  });

  it('Cancel and Escape answer null', async () => {
    const { container } = await renderWithContainer(<NoticeHost />);
    const center = container.get(TOKENS.NoticeCenter);
    const answers: (number | null)[] = [];
    act(() => void center.choose(text('services'), options).then((a) => answers.push(a)));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Services' })).getByRole('button', { name: 'Cancel' }));
    act(() => void center.choose(text('services'), options).then((a) => answers.push(a)));
    await screen.findByRole('dialog', { name: 'Services' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {});
    expect(answers).toEqual([null, null]);
  });

  it('focus moves to the first option and Tab stays inside the list', async () => {
    const { container } = await renderWithContainer(<NoticeHost />);
    act(() => void container.get(TOKENS.NoticeCenter).choose(text('services'), options.slice(0, 1)));
    const sheet = await screen.findByRole('dialog', { name: 'Services' });
    const first = within(sheet).getByRole('button', { name: 'CS 1' });
    const cancel = within(sheet).getByRole('button', { name: 'Cancel' });
    expect(first).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });
});
