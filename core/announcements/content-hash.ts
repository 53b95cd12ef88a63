import { fnv1a32 } from '../hash/fnv1a32';

/** shell §4 "shown again when the hash of title plus content changes"; a NUL between them so "ab"+"c" ≠ "a"+"bc". */
export function popupHash(popup: { readonly title: string; readonly content: string }): string {
  return fnv1a32(`${popup.title}\u0000${popup.content}`);
}
