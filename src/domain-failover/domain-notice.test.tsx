import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import { endpoints } from '../../core/http/endpoints';
import type { TransportOutcome } from '../../core/http/model';
import { FakePathDecoder } from '../../core/testing/customer-service-fakes';
import { RecordingPageExit } from '../../core/testing/domain-failover-fakes';
import { ScriptedTransport } from '../../core/testing/scripted-transport';
import { renderWithContainer } from '../testing/render-with-container';
import { DomainNoticeHost } from './domain-notice-host';
import { NoticeHost } from '../app/notice-host';

const reply = (body: unknown): TransportOutcome => ({ kind: 'response', status: 200, body });
const cs = (title: string, url: string) => ({ title, path: FakePathDecoder.encode(url), csType: 'AICAN', labelIds: [] });

async function open(customerService: unknown[], message: string | null = 'Please use another domain.') {
  const transport = new ScriptedTransport()
    .reply(endpoints.systemStatus.path, reply({ success: false, errorCode: 'domain_not_available', ...(message ? { message } : {}) }))
    .reply(endpoints.siteConfig.path, reply({ success: true, value: { domainList: [{ domainName: 'https://b.example' }], customerService } }))
    .reply(endpoints.domainPing.path, reply({ success: true, value: 'pong' }));
  const exit = new RecordingPageExit();
  const opened: string[] = [];
  const view = await renderWithContainer(
    <>
      <DomainNoticeHost />
      <NoticeHost />
    </>, { transport }, {
    prepare: (container) => {
      container.rebind(TOKENS.PathDecoder).toConstantValue(new FakePathDecoder());
      container.rebind(TOKENS.PageExit).toConstantValue(exit);
      container.rebind(TOKENS.ExternalLinkOpener).toConstantValue({ open: (url: string) => opened.push(url) });
    },
  });
  await act(() => view.container.get(TOKENS.CheckSystemStatus).execute());
  return { ...view, exit, opened };
}

describe('the domain-unreachable modal (player-journey §2)', () => {
  it('shows the server message with Retry and Services; Retry opens the fastest domain\'s /m/index.html', async () => {
    const { exit } = await open([cs('', 'https://cs.example/a'), cs('Telegram', 'https://t.example/')]);
    const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(dialog).toHaveAccessibleDescription('Please use another domain.');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Notice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(exit.assigned).toEqual(['https://b.example/m/index.html']);
  });

  it('several entries open the titled action list ("CS plus its number by default")', async () => {
    await open([cs('', 'https://cs.example/a'), cs('Telegram', 'https://t.example/')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Services' }));
    expect(await screen.findByRole('button', { name: 'CS 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Telegram' })).toBeInTheDocument();
  });

  it('no entries: no Services button; no message: the literal "Error"', async () => {
    await open([], null);
    const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(dialog).toHaveAccessibleDescription('Error');
    expect(screen.queryByRole('button', { name: 'Services' })).toBeNull();
  });
});
