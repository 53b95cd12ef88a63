import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, resetMock } from '../node';
import { TEST_API_ORIGIN } from '../test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const art = (path: string) => fetch(`${TEST_API_ORIGIN}/wps/mock/art/${path}`);

describe('GET */wps/mock/art/{merchant}/{kind}/{name}.svg (the mock\'s generated pictures)', () => {
  it('answers an SVG with Content-Type image/svg+xml and Cache-Control max-age=3600', async () => {
    const answer = await art('DEMO1/banner/daily-lottery.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(answer.headers.get('Cache-Control')).toBe('max-age=3600');
    const svg = await answer.text();
    expect(svg).toMatch(/^<svg [^>]*width="750" height="300" viewBox="0 0 750 300"/);
  });

  it('the title comes from the seeded table of names (DEMO2 in Portuguese)', async () => {
    expect(await (await art('DEMO1/banner/daily-lottery.svg')).text()).toContain('>Daily lottery draw</text>');
    expect(await (await art('DEMO2/promo/deposit.svg')).text()).toContain('>Depósito</text>');
    expect(await (await art('DEMO2/game/tigre-da-sorte.svg')).text()).toContain('>Tigre da Sorte</text>');
    expect(await (await art('DEMO1/vendor/elott.svg')).text()).toContain('>E-Lottery</text>');
  });

  it('a name not in the table falls back to the humanised file name', async () => {
    expect(await (await art('DEMO1/image/summer-bonus_2030.svg')).text()).toContain('>Summer Bonus 2030</text>');
  });

  it.each([
    ['an unknown kind', 'DEMO1/poster/daily-lottery.svg'],
    ['an unknown merchant', 'NOPE/banner/daily-lottery.svg'],
    ['another extension', 'DEMO1/banner/daily-lottery.png'],
    ['a name with a dot', 'DEMO1/banner/daily.lottery.svg'],
  ])('answers 404 for %s', async (_case, path) => {
    expect((await art(path)).status).toBe(404);
  });
});
