/** player-journey §9 "Lazy image threshold; delay: 100; 150 ms": an image starts loading 100 px before it scrolls in, 150 ms later. */
export const LAZY_IMAGE_THRESHOLD_PX = 100;
export const LAZY_IMAGE_DELAY_MS = 150;
