// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { Point } from '../../core/minigame/drag-math';
import { bindDrag, type DragTarget } from './drag-binding';

class RecordingTarget implements DragTarget {
  readonly events: string[] = [];
  clicks = true;
  pointerDown(p: Point) {
    this.events.push(`down ${p.x},${p.y}`);
  }
  pointerMove(p: Point) {
    this.events.push(`move ${p.x},${p.y}`);
    return p.x > 10;
  }
  pointerUp(p: Point) {
    this.events.push(`up ${p.x},${p.y}`);
    return 'tap' as const;
  }
  pointerCancel() {
    this.events.push('cancel');
  }
  allowClick() {
    return this.clicks;
  }
}

// jsdom has no PointerEvent: a MouseEvent with the pointer fields is enough for the binding.
function pointer(type: string, x: number, y: number, extra: Record<string, unknown> = {}): Event {
  const event = new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, button: 0 });
  Object.assign(event, { pointerId: 1, isPrimary: true, ...extra });
  return event;
}

afterEach(() => {
  document.body.innerHTML = '';
});

function rig() {
  const element = document.createElement('div');
  const button = document.createElement('button');
  element.appendChild(button);
  document.body.appendChild(element);
  const captured: number[] = [];
  element.setPointerCapture = (id: number) => void captured.push(id);
  element.hasPointerCapture = () => captured.length > 0;
  const target = new RecordingTarget();
  const unbind = bindDrag(element, target);
  return { element, button, target, captured, unbind };
}

describe('the DOM drag binding (player-journey §4 "Tapping versus dragging")', () => {
  it('passes pointer down, move and up to the store, capturing the pointer only once it drags', () => {
    const { button, target, captured } = rig();
    button.dispatchEvent(pointer('pointerdown', 5, 5));
    button.dispatchEvent(pointer('pointermove', 6, 5));
    expect(captured).toEqual([]);
    button.dispatchEvent(pointer('pointermove', 20, 5));
    button.dispatchEvent(pointer('pointerup', 20, 5));
    expect(target.events).toEqual(['down 5,5', 'move 6,5', 'move 20,5', 'up 20,5']);
    expect(captured).toEqual([1]);
  });

  it('follows a press that leaves the container: moves and the release elsewhere on the page still count', () => {
    const { element, target } = rig();
    element.dispatchEvent(pointer('pointerdown', 5, 5));
    document.body.dispatchEvent(pointer('pointermove', 300, 5));
    document.body.dispatchEvent(pointer('pointerup', 300, 5));
    document.body.dispatchEvent(pointer('pointermove', 400, 5));
    expect(target.events).toEqual(['down 5,5', 'move 300,5', 'up 300,5']);
  });

  it('ignores secondary pointers, other buttons and moves without a press', () => {
    const { element, target } = rig();
    element.dispatchEvent(pointer('pointermove', 1, 1));
    element.dispatchEvent(pointer('pointerdown', 1, 1, { isPrimary: false }));
    element.dispatchEvent(new MouseEvent('pointerdown', { button: 2 }));
    expect(target.events).toEqual([]);
  });

  it('§9 "drag click debounce": a click the store refuses never reaches the widget', () => {
    const { button, target } = rig();
    let reached = 0;
    button.addEventListener('click', () => reached++);
    button.click();
    target.clicks = false;
    button.click();
    expect(reached).toBe(1);
  });

  it('a cancelled pointer is a cancel; unbinding stops everything', () => {
    const { element, target, unbind } = rig();
    element.dispatchEvent(pointer('pointerdown', 1, 1));
    element.dispatchEvent(pointer('pointercancel', 1, 1));
    unbind();
    element.dispatchEvent(pointer('pointerdown', 1, 1));
    expect(target.events).toEqual(['down 1,1', 'cancel']);
  });
});
