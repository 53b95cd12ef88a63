import { describe, expect, it } from 'vitest';
import { decodeMarquee, marqueeDurationMs, MARQUEE_FPS, plainText } from './marquee';

describe('marqueeDurationMs: player-journey §9 "Marquee speed default: 60 fps" (a pixel a frame)', () => {
  it('the default speed is 60 frames a second', () => {
    expect(MARQUEE_FPS).toBe(60);
  });

  it('600 px at 60 fps takes 10 s; at 30 fps 20 s', () => {
    expect(marqueeDurationMs(600)).toBe(10_000);
    expect(marqueeDurationMs(600, 30)).toBe(20_000);
  });

  it('a speed that is no positive number is the default; no distance takes no time', () => {
    expect(marqueeDurationMs(120, 0)).toBe(2000);
    expect(marqueeDurationMs(120, Number.NaN)).toBe(2000);
    expect(marqueeDurationMs(-5)).toBe(0);
    expect(marqueeDurationMs(Number.POSITIVE_INFINITY)).toBe(0);
    expect(marqueeDurationMs(Number.NaN)).toBe(0);
    expect(marqueeDurationMs(0)).toBe(0);
  });
});

describe('plainText: the marquee never renders server markup', () => {
  it('drops tags, script and style bodies, decodes common entities and folds spacing', () => {
    expect(plainText('<p>Draw at <b>9&nbsp;pm</b></p><script>x()</script><style>p{}</style>\n<p>Tom &amp; Jerry &lt;3</p>')).toBe(
      'Draw at 9 pm Tom & Jerry <3',
    );
  });
});

describe('decodeMarquee: the announcement list read for the marquee', () => {
  it('the content as plain text, else the title; empty ones dropped; ids kept or made up', () => {
    const items = decodeMarquee({
      success: true,
      value: [
        { id: 7, title: 'T1', content: '<p>Line one</p>' },
        { title: 'Only a title', content: '' },
        { id: 'x', title: '', content: '   ' },
        'junk',
      ],
    });
    expect(items).toEqual([
      { id: '7', text: 'Line one' },
      { id: 'line-1', text: 'Only a title' },
    ]);
  });

  it('reads value.list, value.records, a top-level list field or a bare list', () => {
    const line = [{ id: 1, content: 'a' }];
    for (const answer of [{ value: { list: line } }, { value: { records: line } }, { announcements: line }, line]) {
      expect(decodeMarquee(answer)).toEqual([{ id: '1', text: 'a' }]);
    }
    expect(decodeMarquee(null)).toEqual([]);
  });
});

describe('plainText: the edges of markup', () => {
  it('each common entity reads as its character: &amp; &lt; &gt; &quot; &#39; &apos; &nbsp;', () => {
    expect(plainText('&quot;A&quot; &gt; &#39;B&#39; &amp; &apos;C&apos; &lt;&nbsp;D')).toBe(`"A" > 'B' & 'C' < D`);
  });


  it('a script body across lines and a closing tag with a space are dropped whole', () => {
    expect(plainText('<script>\n  var a = 1;\n</script >ok')).toBe('ok');
    expect(plainText('<style>\n p { color: red }\n</style>ok')).toBe('ok');
  });

  it('tags and script bodies part the words around them', () => {
    expect(plainText('one<br>two')).toBe('one two');
    expect(plainText('a<script>x()</script>b')).toBe('a b');
  });
});

describe('decodeMarquee: odd items', () => {
  it('content that is no string falls back to the title; an item that is no object is skipped', () => {
    expect(decodeMarquee([{ id: 1, content: 5, title: 'Title only' }, 7, null])).toEqual([{ id: '1', text: 'Title only' }]);
  });

  it('a value holding no list leaves the top-level fields to be read; no list anywhere is no line', () => {
    expect(decodeMarquee({ value: { total: 1 }, list: [{ id: 3, content: 'c' }] })).toEqual([{ id: '3', text: 'c' }]);
    expect(decodeMarquee({ success: true, value: { total: 0 } })).toEqual([]);
    expect(decodeMarquee('junk')).toEqual([]);
  });

  it('a holder field that is no list is not a list', () => {
    expect(decodeMarquee({ value: { list: 'x', records: [{ id: 2, content: 'b' }] } })).toEqual([{ id: '2', text: 'b' }]);
  });
});
