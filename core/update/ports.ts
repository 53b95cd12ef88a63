/** Reloads the page (shell §4 "the refresh button reloads the page"). */
export interface PageReloader {
  reload(): void;
}
