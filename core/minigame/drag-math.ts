/**
 * The mini-game container's drag maths (player-journey §2 "positioned by optional bottom and left
 * properties"; §4 "movement under 2 px counts as a tap"; §9 "margin 2% of window width").
 * Pure: every size and point is given; positions are the container's top-left corner in CSS pixels.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Position {
  readonly left: number;
  readonly top: number;
}

/** The optional starting place, as CSS bottom and left (px) of the container. */
export interface Anchor {
  readonly bottom?: number;
  readonly left?: number;
}

/** §9 "margin 2% of window width". */
export const MARGIN_RATIO = 0.02;
/** §4/§9 "tap if movement under 2 px". */
export const TAP_TOLERANCE_PX = 2;
/**
 * docs/decisions.md "Mini-game widget": without a bottom the container docks just above the 60 px bottom
 * navigation, one margin clear of it, in the band the page keeps free for it (no control under it).
 */
export const FOOTER_HEIGHT_PX = 60;

const finite = (n: number, otherwise: number): number => (Number.isFinite(n) ? n : otherwise);
const nonNegative = (n: number): number => Math.max(0, finite(n, 0));

/** The gap kept on every side: 2 % of the viewport's width. */
export function edgeMargin(viewportWidth: number): number {
  return nonNegative(viewportWidth) * MARGIN_RATIO;
}

function clampAxis(value: number, margin: number, room: number, extent: number): number {
  const max = Math.max(margin, room - extent - margin);
  return Math.min(Math.max(finite(value, margin), margin), max);
}

/**
 * The nearest position that keeps the container inside the viewport with the margin on each side. A
 * container wider (or taller) than the room left sits at the left (top) margin.
 */
export function clampPosition(position: Position, widget: Size, viewport: Size): Position {
  const margin = edgeMargin(viewport.width);
  return {
    left: clampAxis(position.left, margin, nonNegative(viewport.width), nonNegative(widget.width)),
    top: clampAxis(position.top, margin, nonNegative(viewport.height), nonNegative(widget.height)),
  };
}

/** Where the container starts: the anchor's bottom and left (defaults: one margin above the footer, at the right edge), clamped. */
export function initialPosition(anchor: Anchor, widget: Size, viewport: Size): Position {
  const h = nonNegative(widget.height);
  // No left: as far right as the clamp lets it, which is one margin inside the right edge.
  const left = anchor.left ?? Number.MAX_VALUE;
  const top = nonNegative(viewport.height) - h - (anchor.bottom ?? FOOTER_HEIGHT_PX + edgeMargin(viewport.width));
  return clampPosition({ left, top }, widget, viewport);
}

/** §4 "movement under 2 px counts as a tap" (straight-line distance). */
export function isTap(from: Point, to: Point): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) < TAP_TOLERANCE_PX;
}

/** The container dragged from `start` by the pointer's movement from `from` to `to`, kept inside. */
export function draggedPosition(start: Position, from: Point, to: Point, widget: Size, viewport: Size): Position {
  return clampPosition({ left: start.left + (to.x - from.x), top: start.top + (to.y - from.y) }, widget, viewport);
}
