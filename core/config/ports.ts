/** Developer-facing warnings (console in the browser); never shown to the player. */
export interface Logger {
  warn(message: string): void;
}
