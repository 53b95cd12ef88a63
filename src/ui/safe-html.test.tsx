import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import { LazyHtmlSanitizer } from '../../adapters/html/lazy-html-sanitizer';
import type { HtmlSanitizer } from '../../core/content/ports';
import { renderWithContainer } from '../testing/render-with-container';
import { SafeHtml } from './safe-html';

const HOSTILE =
  '<p>Weekend jackpot</p><img src="x" onerror="document.body.setAttribute(\'data-xss\',\'1\')" alt="">' +
  '<script>document.body.setAttribute("data-xss","2")</script><a href="javascript:void(0)">rules</a><a href="https://promo.example/">promo</a>';

describe('<SafeHtml> (docs/decisions.md "Announcement popups and server HTML": "Server HTML is rendered only after DOMPurify")', () => {
  it('renders the sanitised markup: no script, no event handler, no javascript: link; external links get noopener', async () => {
    const { container } = await renderWithContainer(<SafeHtml html={HOSTILE} className="popup-body" />);
    const paragraph = await screen.findByText('Weekend jackpot');
    const body = paragraph.parentElement!;
    expect(body).toHaveClass('popup-body');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('rules')).not.toHaveAttribute('href');
    expect(screen.getByText('promo')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('promo')).toHaveAttribute('target', '_blank');
    body.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(document.body).not.toHaveAttribute('data-xss');
    // A picture that fails leaves no gap: it is hidden.
    expect(body.querySelector('img')).toHaveAttribute('hidden');
    expect(container.get(TOKENS.HtmlSanitizerLoader).current).not.toBeNull();
  });

  it('shows a skeleton, never the raw markup, until the sanitiser is ready', async () => {
    let release!: (sanitizer: HtmlSanitizer) => void;
    const pending = new LazyHtmlSanitizer(() => new Promise((resolve) => (release = resolve)));
    await renderWithContainer(<SafeHtml html={HOSTILE} />, {}, {
      prepare: (container) => container.rebind(TOKENS.HtmlSanitizerLoader).toConstantValue(pending),
    });
    // renderWithContainer's `container` is the composition root: the page is document.body.
    expect(document.body.innerHTML).not.toContain('Weekend jackpot');
    expect(document.body.querySelector('[aria-busy="true"]')).not.toBeNull();
    await act(async () => release({ sanitize: () => '<p>clean</p>' }));
    expect(document.body.innerHTML).toBe('<div><div><p>clean</p></div></div>');
  });

  it('a sanitiser whose code cannot be downloaded leaves the skeleton: the raw markup never shows', async () => {
    const broken = new LazyHtmlSanitizer(() => Promise.reject(new Error('chunk failed')));
    await renderWithContainer(<SafeHtml html={HOSTILE} />, {}, {
      prepare: (container) => container.rebind(TOKENS.HtmlSanitizerLoader).toConstantValue(broken),
    });
    await act(async () => undefined);
    expect(document.body.innerHTML).not.toContain('Weekend jackpot');
    expect(document.body.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('a sanitiser already downloaded renders at once, with no skeleton frame', async () => {
    const ready = new LazyHtmlSanitizer(async () => ({ sanitize: (html) => html.replace(/<script.*?<\/script>/g, '') }));
    await ready.ready();
    await renderWithContainer(<SafeHtml html="<p>Now</p><script>x</script>" as="section" />, {}, {
      prepare: (container) => container.rebind(TOKENS.HtmlSanitizerLoader).toConstantValue(ready),
    });
    const paragraph = screen.getByText('Now');
    expect(paragraph.parentElement?.tagName).toBe('SECTION');
    expect(paragraph.parentElement?.innerHTML).toBe('<p>Now</p>');
  });
});
