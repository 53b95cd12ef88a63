import { useEffect, useMemo, useRef, useState } from 'react';
import { TOKENS } from '../../adapters/composition/tokens';
import type { HtmlSanitizer } from '../../core/content/ports';
import { useHideFailedImages } from './use-hide-failed-images';
import { trustedHtml } from './trusted-html';
import { useService } from '../app/container-context';

interface SafeHtmlProps {
  /** Server HTML as it came: it is sanitised here before it reaches the page. */
  readonly html: string;
  readonly className?: string;
  readonly as?: 'div' | 'section' | 'span';
}

/**
 * Renders server HTML only after DOMPurify has cleaned it (docs/decisions.md "Announcement popups and server
 * HTML"); until the sanitiser's code is downloaded, a plain skeleton line. The raw markup is never put on the page.
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const loader = useService(TOKENS.HtmlSanitizerLoader);
  const [sanitizer, setSanitizer] = useState<HtmlSanitizer | null>(() => loader.current);

  useEffect(() => {
    if (sanitizer) return;
    let mounted = true;
    loader.ready().then(
      (ready) => mounted && setSanitizer(ready),
      () => undefined, // no sanitiser, no content: the skeleton stays
    );
    return () => {
      mounted = false;
    };
  }, [loader, sanitizer]);

  const safe = useMemo(() => (sanitizer ? trustedHtml(html, sanitizer) : null), [sanitizer, html]);
  const holder = useRef<HTMLElement>(null);
  useHideFailedImages(holder, safe);

  if (safe === null) return <Tag className={['skeleton', 'skeleton-line', className].filter(Boolean).join(' ')} aria-busy="true" />;
  return <Tag ref={holder as never} className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
