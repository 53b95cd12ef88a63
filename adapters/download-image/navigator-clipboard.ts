import type { Clipboard } from '../../core/download-image/ports';

type WriteText = ((text: string) => Promise<void>) | null;

function browserWriteText(): WriteText {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  return clipboard ? (text) => clipboard.writeText(text) : null;
}

/** The async Clipboard API; false without it (plain http, old browsers) or when the browser refuses. */
export class NavigatorClipboard implements Clipboard {
  constructor(private readonly writeText: () => WriteText = browserWriteText) {}

  async copy(text: string): Promise<boolean> {
    const write = this.writeText();
    if (!write) return false;
    try {
      await write(text);
      return true;
    } catch {
      return false;
    }
  }
}
