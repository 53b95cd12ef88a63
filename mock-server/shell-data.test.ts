import { crc32, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { signInAs } from './dev-sign-in';
import { mockServer, resetMock } from './node';
import { MEMBER_OF_TYPE, MEMBER_TYPES, SEED_PASSWORD } from './seed-members';
import { call, loginToken, TEST_API_ORIGIN } from './test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const MERCHANTS = ['DEMO1', 'DEMO2'] as const;

/** Width and height from IHDR, after checking the signature, every chunk's CRC and that IDAT inflates. */
async function pngSize(url: string): Promise<{ width: number; height: number; type: string | null }> {
  const response = await fetch(url);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Array.from(bytes.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let idat = new Uint8Array(0);
  while (at < bytes.length) {
    const length = view.getUint32(at);
    const typed = bytes.subarray(at + 4, at + 8 + length);
    expect(view.getUint32(at + 8 + length)).toBe(crc32(typed));
    const type = String.fromCharCode(...typed.subarray(0, 4));
    if (type === 'IDAT') idat = Uint8Array.from([...idat, ...typed.subarray(4)]);
    at += 12 + length;
  }
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  expect(inflateSync(idat).length).toBe((Math.ceil(width / 4) + 1) * height);
  return { width, height, type: response.headers.get('Content-Type') };
}

describe('members of each type for both merchants (shell §3 "Member info" type values 0, 1, 2, 4)', () => {
  it.each(MERCHANTS.flatMap((merchant) => MEMBER_TYPES.map((type) => [merchant, type] as const)))(
    '%s has a type %s member who logs in and whose member/info says so',
    async (merchant, type) => {
      const userName = MEMBER_OF_TYPE[merchant]![type];
      const token = await loginToken(merchant, userName, SEED_PASSWORD);
      const info = await call('/wps/member/info', { token, merchant });
      expect(info.body).toMatchObject({ success: true, value: { info: { userName, type } } });
    },
  );

  it('"members with a VIP label get entries matching their label": some members carry a clubLabel, others none', () => {
    for (const merchant of MERCHANTS) {
      const members = db.members.findMany((q) => q.where({ merchantCode: merchant }));
      expect(members.some((member) => member.clubLabel !== null), merchant).toBe(true);
      expect(members.some((member) => member.clubLabel === null), merchant).toBe(true);
    }
    const labels = db.members.findMany().flatMap((member) => (member.clubLabel ? [member.clubLabel.type] : []));
    expect(labels).toEqual(expect.arrayContaining(['AUTO', 'MANUAL']));
  });

  it('"4 is excluded from language sync": the client skips it, but the server still accepts a language update', async () => {
    const token = await loginToken('DEMO1', 'nochat01', SEED_PASSWORD);
    expect((await call('/wps/member/language', { token, body: { language: 'VI' } })).body).toEqual({ success: true, value: true });
    expect((await call('/wps/member/info', { token })).body).toMatchObject({ value: { info: { type: 4, language: 'VI' } } });
  });
});

describe('dev panel member-type switch', () => {
  it.each(MERCHANTS)('"Session info: token, userName, id or customerId, merchantCode, type, firstTimeLogin" for %s', async (merchant) => {
    const info = await signInAs(merchant, 2);
    expect(info).toEqual({
      token: expect.any(String),
      userName: 'agent02',
      id: expect.any(String),
      merchantCode: merchant,
      type: 2,
      firstTimeLogin: false,
    });
    const answer = await call('/wps/member/info', { token: info!.token, merchant });
    expect(answer.body).toMatchObject({ value: { info: { id: info!.id, type: 2 } } });
  });

  it('an unknown merchant has no member to sign in as', async () => {
    expect(await signInAs('NOPE', 0)).toBeNull();
  });
});

describe('consolidated settings for the shell', () => {
  it('"theme (default light)": DEMO1 light, DEMO2 dark, in the settings and the prompt settings alike', async () => {
    for (const [merchant, theme] of [
      ['DEMO1', 'light'],
      ['DEMO2', 'dark'],
    ] as const) {
      expect((await call('/wps/system/settings/consolidated', { merchant })).body).toMatchObject({ value: { theme } });
      const token = await loginToken(merchant, 'player01', SEED_PASSWORD);
      const prompts = await call('/wps/relay/WPSCORE_getAppPromptSettings', { merchant, token });
      expect(prompts.body).toMatchObject({ value: { theme: { enabled: true, value: theme } } });
    }
  });

  it('"A mobile template without pwa: the manifest is skipped with a warning": DEMO2 has none, DEMO1 has one', async () => {
    const two = await call('/wps/system/settings/consolidated', { merchant: 'DEMO2' });
    expect(two.body).toMatchObject({ value: { mobileTemplate: { pwa: null } } });
    expect((await call('/wps/system/manifest.json', { merchant: 'DEMO2', query: { merchantCode: 'DEMO2' } })).status).toBe(404);
    const one = await call('/wps/system/settings/consolidated', { merchant: 'DEMO1' });
    expect(one.body).toMatchObject({ value: { mobileTemplate: { pwa: { title: expect.any(String) } } } });
  });

  it('"PWA settings: title and icons at 192, 256, 384 and 512 px": each icon is a real PNG of that size', async () => {
    const answer = await call('/wps/system/settings/consolidated', { merchant: 'DEMO1' });
    const icons = (answer.body as { value: { mobileTemplate: { pwa: { icons: Record<string, string> } } } }).value.mobileTemplate.pwa.icons;
    expect(Object.keys(icons).sort()).toEqual(['192', '256', '384', '512']);
    for (const [size, url] of Object.entries(icons)) {
      expect(url.startsWith(`${TEST_API_ORIGIN}/`)).toBe(true);
      expect(await pngSize(url)).toEqual({ width: Number(size), height: Number(size), type: 'image/png' });
    }
  });

  it('the web manifest lists the same loadable icons, with sizes matching the pixels (installability check)', async () => {
    const answer = await call('/wps/system/manifest.json', { query: { merchantCode: 'DEMO1', _: '1' } });
    const manifest = answer.body as { icons: Array<{ src: string; sizes: string }> };
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '256x256', '384x384', '512x512']);
    for (const icon of manifest.icons) {
      const { width, height } = await pngSize(icon.src);
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it('an icon of an unknown merchant or an absurd size is a 404', async () => {
    expect((await fetch(`${TEST_API_ORIGIN}/wps/mock/icons/NOPE/192.png`)).status).toBe(404);
    expect((await fetch(`${TEST_API_ORIGIN}/wps/mock/icons/DEMO1/4096.png`)).status).toBe(404);
  });
});
