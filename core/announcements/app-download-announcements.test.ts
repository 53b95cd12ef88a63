import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { sessionHarness } from '../testing/session-harness';
import { APP_DOWNLOAD_LIST_QUERY, decodeAppDownloadAnnouncements, loadAppDownloadAnnouncements } from './app-download-announcements';
import { popupHash } from './content-hash';

describe('app-download announcements (player-journey §7 "MCSFE_getListAnnouncements | types PR, platform M, category app_download | no Authorization")', () => {
  it('the query is the spec\'s', () => {
    expect(APP_DOWNLOAD_LIST_QUERY).toEqual({ types: 'PR', platform: 'M', category: 'app_download' });
  });

  it('asks the announcement list with that query, without Authorization even for a member, and no notice on failure', async () => {
    const transport = new ScriptedTransport().reply(endpoints.announcements.path, ok([{ id: 7, title: 'Get the app', content: '<p><img src="x.png" alt="App"></p>' }]));
    const h = sessionHarness(transport, { token: 'T1', userName: 'p', id: '1', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false });
    await expect(loadAppDownloadAnnouncements(h.api)).resolves.toEqual([{ id: '7', title: 'Get the app', content: '<p><img src="x.png" alt="App"></p>' }]);
    const [request] = transport.to(endpoints.announcements.path);
    expect(request?.query).toMatchObject(APP_DOWNLOAD_LIST_QUERY);
    expect(request?.headers.Authorization).toBeUndefined();

    transport.reply(endpoints.announcements.path, fails(500));
    await expect(loadAppDownloadAnnouncements(h.api)).resolves.toEqual([]);
    transport.reply(endpoints.announcements.path, { kind: 'response', status: 200, body: { success: false, message: 'nope' } });
    await expect(loadAppDownloadAnnouncements(h.api)).resolves.toEqual([]);
    expect(h.notices.state.dialogs).toEqual([]);
  });

  it('decodes the list wherever a reasonable server puts it, in order; the content stays raw HTML (the UI sanitises it)', () => {
    const items = [
      { id: 'a', title: 'One', content: '<b onclick="x()">1</b>' },
      { announcementId: 'b', title: 'Two', content: '' },
    ];
    const expected = [
      { id: 'a', title: 'One', content: '<b onclick="x()">1</b>' },
      { id: 'b', title: 'Two', content: '' },
    ];
    expect(decodeAppDownloadAnnouncements({ success: true, value: items })).toEqual(expected);
    expect(decodeAppDownloadAnnouncements({ success: true, value: { list: items } })).toEqual(expected);
    expect(decodeAppDownloadAnnouncements(items)).toEqual(expected);
  });

  it('every item shows whatever its execution (the popups\' audience rule is not applied); empty items are left out', () => {
    const list = [
      { id: '1', title: 'For guests', content: '<p>g</p>', execution: 'B' },
      { id: '2', title: 'For members', content: '<p>m</p>', execution: 'A' },
      { id: '3', title: 'No execution', content: '<p>n</p>' },
      { id: '4', title: '', content: '   ' },
      { id: '5' },
      'junk',
      null,
    ];
    expect(decodeAppDownloadAnnouncements(list).map((item) => item.id)).toEqual(['1', '2', '3']);
  });

  it('content only, or title only; an item without id is keyed by its hash; junk fields are empty', () => {
    expect(decodeAppDownloadAnnouncements([{ content: '<p>x</p>' }])).toEqual([{ id: `hash:${popupHash({ title: '', content: '<p>x</p>' })}`, title: '', content: '<p>x</p>' }]);
    expect(decodeAppDownloadAnnouncements([{ id: 3, title: ' Only a title ', content: 42 }])).toEqual([{ id: '3', title: 'Only a title', content: '' }]);
  });

  it('no list at all: none', () => {
    for (const answer of [null, undefined, 'x', 3, {}, { value: 'x' }, { value: { list: 'x' } }]) expect(decodeAppDownloadAnnouncements(answer)).toEqual([]);
  });
});
