import type { Page } from '@playwright/test';

/**
 * Everything in the live document that could run script or leave the app, whatever put it there: inline
 * handlers (on* attributes), addresses with a script scheme (javascript:, vbscript:, data: documents and SVG),
 * srcdoc, <base>, meta refresh, style elements and scripts that are not the app's own (its files, index.html's loader) or an allowed third party's, frames and
 * plugins, and links that leave the app's origin in the same tab (an external link must open a new tab
 * without opener). `scriptOrigins` are the third-party script origins the test expects.
 */
export function domDangers(page: Page, scriptOrigins: readonly string[] = []): Promise<string[]> {
  return page.evaluate(async (allowedScripts) => {
    const found: string[] = [];
    // The page's own inline script (index.html's loader, the one the policy's hash names) is the app's.
    // Read with a pattern, not a parser: DOMParser is a Trusted Types sink the page reports.
    const served = await (await fetch('/m/index.html')).text();
    const inline = (tag: string) => new Set([...served.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1] ?? ''));
    const ownInline = inline('script');
    const ownStyles = inline('style');
    const here = window.location.origin;
    const compact = (value: string) => [...value].filter((char) => char.codePointAt(0)! > 0x20).join('').toLowerCase();
    const scriptScheme = (value: string) => {
      const v = compact(value);
      return /^(javascript|vbscript|livescript):/.test(v) || (/^data:/.test(v) && !/^data:image\/(png|gif|jpeg|webp|avif)[;,]/.test(v));
    };
    const describe = (element: Element) => `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`;
    for (const element of document.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) found.push(`${describe(element)} ${name}="${attribute.value.slice(0, 60)}"`);
        if (name === 'srcdoc') found.push(`${describe(element)} srcdoc`);
        if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background', 'srcset', 'ping', 'codebase', 'cite'].includes(name) && scriptScheme(attribute.value)) {
          found.push(`${describe(element)} ${name}="${attribute.value.slice(0, 60)}"`);
        }
        if (name === 'style' && /javascript:|expression\(|url\(\s*['"]?\s*data:text/i.test(attribute.value)) found.push(`${describe(element)} style names script`);
      }
      if (tag === 'base') found.push('<base>');
      // The policy refuses any <style> but the boot splash's; server HTML must not bring one (the sanitiser drops them).
      if (tag === 'style' && !ownStyles.has(element.textContent ?? '')) found.push(`<style>${(element.textContent ?? '').slice(0, 40)}`);
      if (tag === 'meta' && (element.getAttribute('http-equiv') ?? '').toLowerCase() === 'refresh') found.push('<meta http-equiv=refresh>');
      if (['object', 'embed', 'applet', 'frame', 'frameset', 'portal'].includes(tag)) found.push(describe(element));
      if (tag === 'script') {
        const src = (element as HTMLScriptElement).src;
        const ours = src.startsWith(`${here}/m/assets/`) || (src === '' && ownInline.has(element.textContent ?? ''));
        const allowed = src !== '' && allowedScripts.some((origin) => src.startsWith(`${origin}/`));
        if (!ours && !allowed) found.push(`<script src="${src.slice(0, 60)}">${(element.textContent ?? '').slice(0, 40)}`);
      }
      if (tag === 'iframe') {
        const src = (element as HTMLIFrameElement).src;
        if (!/^https?:/.test(src)) found.push(`<iframe src="${src.slice(0, 60)}">`);
      }
      if (tag === 'a' || tag === 'area') {
        const link = element as HTMLAnchorElement;
        if (!link.hasAttribute('href')) continue;
        let url: URL;
        try {
          url = new URL(link.href);
        } catch {
          found.push(`${describe(element)} unparsable href`);
          continue;
        }
        if (url.origin === here) continue;
        const rel = link.rel.split(/\s+/);
        const newTab = link.target === '_blank' && rel.includes('noopener');
        if (!/^https?:$/.test(url.protocol) || !newTab) found.push(`${describe(element)} leaves for ${link.href.slice(0, 80)} (target ${link.target || 'self'}, rel ${link.rel || 'none'})`);
      }
      if (tag === 'form') {
        const action = (element as HTMLFormElement).action;
        if (action && new URL(action, here).origin !== here) found.push(`<form action="${action.slice(0, 60)}">`);
      }
    }
    return found;
  }, scriptOrigins);
}

/**
 * Fires the events inline handlers listen to at every element under `selector` (or the whole body): a
 * handler that survived runs now and calls the marker.
 */
export function fireAt(page: Page, selector = 'body'): Promise<number> {
  return page.evaluate((root) => {
    const types = ['click', 'mouseover', 'mouseenter', 'pointerenter', 'pointerdown', 'focus', 'focusin', 'toggle', 'load', 'error', 'animationstart', 'transitionend', 'dragstart', 'begin'];
    let fired = 0;
    for (const scope of document.querySelectorAll(root)) {
      for (const element of scope.querySelectorAll('*')) {
        // Links are not followed here (the specs check their addresses); their other events fire.
        for (const type of types) {
          if (type === 'click' && element.closest('a, button, label, input, summary')) continue;
          element.dispatchEvent(new Event(type, { bubbles: false }));
          fired++;
        }
      }
    }
    return fired;
  }, selector);
}

/** The boxes past the right edge of the viewport that nothing clips, where each overflow starts; empty when the page fits. */
export function overflowingBoxes(page: Page): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate((limit) => {
    if (document.documentElement.scrollWidth <= limit) return [];
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const pastEdge = (element: Element | null) => (element?.getBoundingClientRect().right ?? 0) > limit + 1;
    const found = [...document.querySelectorAll('body *')]
      .filter((element) => pastEdge(element) && !pastEdge(element.parentElement) && !clipped(element))
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ends at ${Math.round(element.getBoundingClientRect().right)} px`);
    return found.length ? found : [`the page is ${document.documentElement.scrollWidth} px wide`];
  }, width);
}
