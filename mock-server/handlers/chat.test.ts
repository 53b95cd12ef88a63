import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, resetMock } from '../node';
import { scenarios } from '../scenarios';
import { SEED_PASSWORD } from '../seed-members';
import { call, loginToken } from '../test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const UNREAD = '/wps/relay/CBS_unreadCount';
const LAUNCH = '/wps/relay/CBS_launchChat';
const launchBody = { b2c: true, title: 'Lottery', backUrl: 'https://m.demo.test/m/home', language: 'EN' };

describe('mock chat (player-journey §5, §7)', () => {
  it('answers unReadCount per member; launching chat answers a data-free chatUrl and reads the messages', async () => {
    const token = await loginToken('DEMO1', 'player01', SEED_PASSWORD);
    expect((await call(UNREAD, { token })).body).toEqual({ success: true, value: { unReadCount: 2 } });
    scenarios.set({ chatUnread: { 'DEMO1/player01': 7 } });
    expect((await call(UNREAD, { token })).body).toMatchObject({ value: { unReadCount: 7 } });
    const launched = await call(LAUNCH, { token, body: launchBody });
    expect(launched.body).toMatchObject({ success: true, value: { chatUrl: expect.stringMatching(/^https?:\/\/[^/]+\/wps\/mock\/chat\/demo1\?lang=EN$/) } });
    expect((await call(UNREAD, { token })).body).toMatchObject({ value: { unReadCount: 0 } });
  });

  it('"Member type 4: no_permissions" and CBS3 off are refusals', async () => {
    const noChat = await loginToken('DEMO1', 'nochat01', SEED_PASSWORD);
    expect((await call(UNREAD, { token: noChat })).body).toMatchObject({ success: false, errorCode: 'no_permissions' });
    const demo2 = await loginToken('DEMO2', 'player01', SEED_PASSWORD);
    const refused = await call(LAUNCH, { token: demo2, merchant: 'DEMO2', body: launchBody });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'chat.disabled' });
  });
});

describe('mock banner groups (shell §3 "Banner group", §9 "Banner groups m_popup1 and m_popup2")', () => {
  it('answers m_popup1 and m_popup2 on the asking origin, and the image is a real PNG', async () => {
    const answer = await call('/wps/relay/MCSFE_getBannerGroups', { query: { groupNames: 'm_popup1,m_popup2' } });
    expect(answer.body).toEqual({
      success: true,
      value: [
        { groupName: 'm_popup1', url: 'https://m.demo.test/wps/mock/download-image/DEMO1/lucky-draw-2024.png' },
        { groupName: 'm_popup2', url: 'https://m.demo.test/wps/mock/download-image/DEMO1/save-tip.png' },
      ],
    });
    const image = await fetch('https://m.demo.test/wps/mock/download-image/DEMO1/lucky-draw-2024.png');
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect([...new Uint8Array(await image.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it('DEMO2 has no download banner', async () => {
    expect((await call('/wps/relay/MCSFE_getBannerGroups', { merchant: 'DEMO2' })).body).toEqual({ success: true, value: [] });
  });
});
