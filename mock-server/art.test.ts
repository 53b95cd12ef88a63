import { describe, expect, it } from 'vitest';
import { ART_KINDS, ART_SIZES, artPath, artSvg, escapeXml, humanise } from './art';

const HOSTILE = { title: '<script>alert("x")</script> & <b onload="y">', subtitle: `Tom & Jerry's "best" <deal>` };

describe('generated art (docs/decisions.md "Mock home content and generated art": "no script, links, web fonts or outside references")', () => {
  it.each(ART_KINDS)('%s: an <svg> root whose width, height and viewBox are the kind\'s intrinsic size', (kind) => {
    const svg = artSvg(kind, `DEMO1/${kind}/sample`, { title: 'Daily lottery draw', subtitle: 'Draws at 9 pm' });
    const { width, height } = ART_SIZES[kind];
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    const root = svg.slice(0, svg.indexOf('>') + 1);
    expect(root).toContain(`width="${width}"`);
    expect(root).toContain(`height="${height}"`);
    expect(root).toContain(`viewBox="0 0 ${width} ${height}"`);
  });

  it('the intrinsic sizes: banner 750x300, game 240x240, vendor 240x96, promo 640x240, image 640x360', () => {
    expect(ART_SIZES).toEqual({
      banner: { width: 750, height: 300 },
      game: { width: 240, height: 240 },
      vendor: { width: 240, height: 96 },
      promo: { width: 640, height: 240 },
      image: { width: 640, height: 360 },
    });
  });

  it.each(ART_KINDS)('%s: every text is XML-escaped (<, &, ")', (kind) => {
    const svg = artSvg(kind, 'x', HOSTILE);
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b onload=&quot;y&quot;&gt;');
    expect(svg).toContain('Tom &amp; Jerry&apos;s &quot;best&quot; &lt;deal&gt;');
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b ');
  });

  it.each(ART_KINDS)('%s: no script, no on… attribute, no external reference (only the SVG namespace names http)', (kind) => {
    const svg = artSvg(kind, 'DEMO2/any/name', HOSTILE);
    const elements = [...svg.matchAll(/<([a-zA-Z]+)/g)].map((match) => match[1]!.toLowerCase());
    const attributes = [...svg.matchAll(/\s([a-zA-Z:-]+)="[^"]*"/g)].map((match) => match[1]!.toLowerCase());
    expect(elements.filter((name) => ['script', 'style', 'image', 'use', 'a', 'foreignobject'].includes(name))).toEqual([]);
    expect(attributes.filter((name) => name.startsWith('on') || name.endsWith('href'))).toEqual([]);
    expect(svg).not.toMatch(/url\((?!#)|@import|@font-face/);
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toContain('http');
    expect(svg).toContain('font-family="system-ui, sans-serif"');
  });

  it.each(ART_KINDS)('%s: a few kB at most, even with long words', (kind) => {
    expect(artSvg(kind, 'long', { title: 'A very long title '.repeat(4), subtitle: 'and a long subtitle '.repeat(4) }).length).toBeLessThan(4096);
  });

  it('the same name always draws the same picture; another name another one', () => {
    const words = { title: 'Lucky wheel' };
    expect(artSvg('banner', 'DEMO1/banner/lucky-wheel', words)).toBe(artSvg('banner', 'DEMO1/banner/lucky-wheel', words));
    expect(artSvg('banner', 'DEMO1/banner/lucky-wheel', words)).not.toBe(artSvg('banner', 'DEMO2/banner/lucky-wheel', words));
  });

  it('the title is the picture\'s accessible name', () => {
    expect(artSvg('game', 'g', { title: 'Fast 3' })).toContain('role="img" aria-label="Fast 3"');
  });

  it('a name not in the tables shows itself, humanised', () => {
    expect(humanise('lucky-draw_2024')).toBe('Lucky Draw 2024');
    expect(humanise('vip')).toBe('Vip');
  });

  it('escapeXml escapes the five XML specials only', () => {
    expect(escapeXml(`a<b>c&d"e'f ñ`)).toBe('a&lt;b&gt;c&amp;d&quot;e&apos;f ñ');
  });

  it('paths: /wps/mock/art/{merchant}/{kind}/{name}.svg', () => {
    expect(artPath('DEMO1', 'banner', 'daily-lottery')).toBe('/wps/mock/art/DEMO1/banner/daily-lottery.svg');
  });
});
