// C0 controls, DEL and the C1 range: browsers drop or fold some of them (java\tscript:), so a URL that holds any
// is refused rather than guessed at.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** True when `text` holds a control character (C0, DEL or C1). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}
