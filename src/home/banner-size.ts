/** Banner images are drawn at 750 × 300 (5 : 2); the frame keeps that ratio before the image arrives. */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;
