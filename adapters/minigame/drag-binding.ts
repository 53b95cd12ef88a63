import type { Gesture } from '../../core/minigame/mini-game-store';
import type { Point } from '../../core/minigame/drag-math';

/** The store's gesture side (core/minigame/mini-game-store.ts). */
export interface DragTarget {
  pointerDown(point: Point): void;
  pointerMove(point: Point): boolean;
  pointerUp(point: Point): Gesture;
  pointerCancel(): void;
  allowClick(): boolean;
}

const pointOf = (event: PointerEvent): Point => ({ x: event.clientX, y: event.clientY });

/**
 * Pointer events on the container to the store's drag maths. A press starts on the container; its moves
 * and release are followed on the whole document (a quick move can leave the container between two
 * events), and the pointer is captured once a drag starts. No capture before that, so a tap still reaches
 * the widget's own button; clicks the store does not allow (the end of a drag, §9 "drag click debounce
 * 250 ms") are stopped before the widget sees them. Returns the unbinding.
 */
export function bindDrag(element: HTMLElement, target: DragTarget): () => void {
  const document = element.ownerDocument;
  let pointerId: number | null = null;
  const release = () => {
    pointerId = null;
    document.removeEventListener('pointermove', move);
    document.removeEventListener('pointerup', up);
    document.removeEventListener('pointercancel', cancel);
  };
  const down = (event: PointerEvent) => {
    if (!event.isPrimary || event.button !== 0) return;
    release();
    pointerId = event.pointerId;
    document.addEventListener('pointermove', move);
    document.addEventListener('pointerup', up);
    document.addEventListener('pointercancel', cancel);
    target.pointerDown(pointOf(event));
  };
  function move(event: PointerEvent) {
    if (event.pointerId !== pointerId) return;
    if (target.pointerMove(pointOf(event)) && !element.hasPointerCapture?.(event.pointerId)) {
      element.setPointerCapture?.(event.pointerId);
    }
  }
  function up(event: PointerEvent) {
    if (event.pointerId !== pointerId) return;
    release();
    target.pointerUp(pointOf(event));
  }
  function cancel(event: PointerEvent) {
    if (event.pointerId !== pointerId) return;
    release();
    target.pointerCancel();
  }
  const click = (event: MouseEvent) => {
    if (target.allowClick()) return;
    event.stopPropagation();
    event.preventDefault();
  };
  element.addEventListener('pointerdown', down);
  element.addEventListener('click', click, true);
  return () => {
    release();
    element.removeEventListener('pointerdown', down);
    element.removeEventListener('click', click, true);
  };
}
