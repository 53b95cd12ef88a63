/**
 * Whether the player has moved inside the app since the page loaded: the header's back button steps
 * back then, and otherwise goes home rather than leaving the site.
 */
let firstPath: string | null = null;
let moved = false;

export function noteInAppNavigation(path: string): void {
  if (firstPath === null) firstPath = path;
  else if (path !== firstPath) moved = true;
}

export function hasInAppHistory(): boolean {
  return moved;
}
