import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import type { PushPromptAnswer } from '../../core/push/push-prompt';
import { text } from '../../core/notice/model';
import { renderWithContainer } from '../testing/render-with-container';
import { NoticeHost } from '../app/notice-host';
import { PushPermissionHost } from './push-permission-host';

async function openPrompt() {
  const view = await renderWithContainer(<PushPermissionHost />);
  const prompt = view.container.get(TOKENS.PushPrompt);
  expect(screen.queryByRole('dialog')).toBeNull();
  let answer!: Promise<PushPromptAnswer>;
  act(() => {
    answer = prompt.ask();
  });
  const dialog = await screen.findByRole('dialog', { name: 'Turn on notifications?' });
  return { ...view, prompt, answer, dialog };
}

describe('the push permission modal (player-journey §2 "Push-notification permission modal")', () => {
  it('shows only while core asks: title, text, Not now and Allow; Allow answers "allow" and closes', async () => {
    const { answer, dialog } = await openPrompt();
    expect(dialog).toHaveAccessibleDescription(/draw results, offers and account news/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await expect(answer).resolves.toBe('allow');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Not now" and Escape answer "not-now"', async () => {
    const first = await openPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await expect(first.answer).resolves.toBe('not-now');
    let again!: Promise<PushPromptAnswer>;
    act(() => {
      again = first.prompt.ask();
    });
    await screen.findByRole('dialog', { name: 'Turn on notifications?' });
    await userEvent.keyboard('{Escape}');
    await expect(again).resolves.toBe('not-now');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('while open it is a prompt others skip for (shell §4 "skipped if another prompt is already open")', async () => {
    const { container, prompt } = await openPrompt();
    const prompts = container.get(TOKENS.OpenPrompts);
    expect(prompts.anotherOpen('app-download')).toBe(true);
    act(() => prompt.close());
    await waitFor(() => expect(prompts.anotherOpen('app-download')).toBe(false));
  });

  it('closed by core (a logout): the modal goes away', async () => {
    const { prompt, answer } = await openPrompt();
    act(() => prompt.close());
    await expect(answer).resolves.toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('never over another modal (docs/decisions.md "Prompts: iOS install flow, push Not now, one modal at a time")', () => {
  it('a notice dialog on screen: the push modal waits until it is answered, then shows alone', async () => {
    const view = await renderWithContainer(
      <>
        <NoticeHost />
        <PushPermissionHost />
      </>,
    );
    const notices = view.container.get(TOKENS.NoticeCenter);
    act(() => void notices.notice(text('unknown_error')));
    act(() => void view.container.get(TOKENS.PushPrompt).ask());
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Turn on notifications?' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Turn on notifications?' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('another prompt opening over it (announcement popups): it steps aside, and comes back when that prompt closes', async () => {
    const { container, answer } = await openPrompt();
    const prompts = container.get(TOKENS.OpenPrompts);
    let release!: () => void;
    act(() => {
      release = prompts.claim('announcement-popup');
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Turn on notifications?' })).toBeNull());
    act(() => release());
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await expect(answer).resolves.toBe('not-now');
  });
});

