import type { PageVisibility } from '../../core/chat/ports';

/** The part of `document` this adapter reads. */
export interface VisibilityDocument {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

function pageDocument(): VisibilityDocument | null {
  return typeof document === 'undefined' ? null : document;
}

/** Page visibility from the Page Visibility API; without a document (node) the page counts as visible. */
export class DocumentVisibility implements PageVisibility {
  constructor(private readonly doc: () => VisibilityDocument | null = pageDocument) {}

  isVisible(): boolean {
    return (this.doc()?.visibilityState ?? 'visible') !== 'hidden';
  }

  onChange(listener: (visible: boolean) => void): () => void {
    const doc = this.doc();
    if (!doc) return () => undefined;
    const handle = () => listener(this.isVisible());
    doc.addEventListener('visibilitychange', handle);
    return () => doc.removeEventListener('visibilitychange', handle);
  }
}
