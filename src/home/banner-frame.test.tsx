import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '../i18n/setup-i18n';
import { BannerPlaceholder } from './banner-frame';

const INDEX_HTML = readFileSync(join(__dirname, '../../index.html'), 'utf8');

/** Tag and classes of an element and of its descendants, in document order: the frame's shape, whatever its content. */
function shape(element: Element): string[] {
  return [element, ...element.querySelectorAll('*')].map((node) => `${node.tagName.toLowerCase()}.${[...node.classList].sort().join('.')}`);
}

function bootShellFrame(): Element {
  const template = new DOMParser().parseFromString(INDEX_HTML, 'text/html').getElementById('boot-shell-banner') as HTMLTemplateElement;
  return template.content.firstElementChild!;
}

describe('one banner frame: the boot shell, the placeholder and the carousel ("nothing moves when the carousel arrives")', () => {
  it("index.html's boot-shell-banner template has the placeholder's elements and classes, dots included", async () => {
    const i18n = await setupI18n('en');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <BannerPlaceholder first={{ url: '/banner.png', title: null }} count={3} />
      </I18nextProvider>,
    );
    expect(shape(bootShellFrame())).toEqual(shape(container.firstElementChild!));
  });

  it('the picture keeps the same box: width, height and fetch priority', async () => {
    const i18n = await setupI18n('en');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <BannerPlaceholder first={{ url: '/banner.png', title: 'Spring' }} count={1} />
      </I18nextProvider>,
    );
    const placeholder = container.querySelector('img')!;
    const boot = bootShellFrame().querySelector('img')!;
    for (const name of ['width', 'height', 'fetchpriority']) expect(placeholder.getAttribute(name), name).toBe(boot.getAttribute(name));
    expect(placeholder.alt).toBe('Spring');
    expect(container.querySelector('.banner-dots')).toBeNull();
  });
});
