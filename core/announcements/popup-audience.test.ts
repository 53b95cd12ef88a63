import { aSession } from '../testing/session-harness';
import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../session-state/session-info';
import type { PopupExecution, PopupItem } from './model';
import { popupsForViewer, viewerOf } from './popup-audience';

const item = (id: string, ...execution: PopupExecution[]): PopupItem => ({
  id,
  title: id,
  content: '',
  promotionType: '',
  execution,
  forceRead: false,
});
const items = [item('a', 'A'), item('b', 'B'), item('f', 'F'), item('af', 'A', 'F')];
const session = (overrides: Partial<SessionInfo> = {}): SessionInfo => aSession({ id: '1001', ...overrides });
const ids = (list: PopupItem[]) => list.map((popup) => popup.id);

describe('which popups a viewer sees (shell §3 "execution (A for logged-in, B for guests, F for first login)")', () => {
  it('"Guests see popups of execution B"', () => {
    expect(ids(popupsForViewer(items, viewerOf(null)))).toEqual(['b']);
  });

  it('"members see A"', () => {
    expect(ids(popupsForViewer(items, viewerOf(session())))).toEqual(['a', 'af']);
  });

  it('"a first login also sees F" (session info firstTimeLogin)', () => {
    expect(ids(popupsForViewer(items, viewerOf(session({ firstTimeLogin: true }))))).toEqual(['a', 'f', 'af']);
  });

  it('visibility is stored per user: the user id, else the user name; a guest has no id', () => {
    expect(viewerOf(session())).toEqual({ kind: 'member', userKey: '1001', firstLogin: false });
    expect(viewerOf(session({ id: '' }))).toEqual({ kind: 'member', userKey: 'name:player01', firstLogin: false });
    expect(viewerOf(null)).toEqual({ kind: 'guest' });
  });
});
