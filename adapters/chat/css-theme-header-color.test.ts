// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CssThemeHeaderColor, HEADER_COLOR_PROPERTY, pageRoot, type StyledRoot } from './css-theme-header-color';

const styled = (value: string): StyledRoot => ({
  root: document.documentElement,
  computedStyle: () => ({ getPropertyValue: (name: string) => (name === HEADER_COLOR_PROPERTY ? value : '') }),
});

describe('CssThemeHeaderColor: the header colour of the app\'s theme for CBS_launchChat\'s headerColor (player-journey §7)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.style.removeProperty(HEADER_COLOR_PROPERTY);
  });

  it('reads the custom property the page header is painted with, trimmed', () => {
    expect(new CssThemeHeaderColor(() => styled(' #c2255c ')).read()).toBe('#c2255c');
  });

  it('reads the page\'s own stylesheet value by default', () => {
    document.documentElement.style.setProperty(HEADER_COLOR_PROPERTY, '#f06595');
    expect(new CssThemeHeaderColor().read()).toBe('#f06595');
  });

  it('null without a page or with the property unset', () => {
    expect(new CssThemeHeaderColor(() => null).read()).toBeNull();
    expect(new CssThemeHeaderColor(() => styled('  ')).read()).toBeNull();
    expect(new CssThemeHeaderColor().read()).toBeNull();
  });

  it('no page where there is no document or no getComputedStyle (node)', () => {
    expect(pageRoot()?.root).toBe(document.documentElement);
    vi.stubGlobal('getComputedStyle', undefined);
    expect(pageRoot()).toBeNull();
    vi.unstubAllGlobals();
    vi.stubGlobal('document', undefined);
    expect(pageRoot()).toBeNull();
    vi.unstubAllGlobals();
  });

  it('the page header is painted with that property (src/styles.css)', async () => {
    const css = await readFile(join(process.cwd(), 'src/styles.css'), 'utf8');
    const header = /\.page-header\s*\{[^}]*\}/.exec(css)?.[0] ?? '';
    expect(header).toContain(`background: var(${HEADER_COLOR_PROPERTY})`);
  });
});
