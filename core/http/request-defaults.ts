/** player-journey §9 "Default request timeout 30 s" (dependency-free: the boot entry reads it too). */
export const DEFAULT_TIMEOUT_MS = 30_000;
