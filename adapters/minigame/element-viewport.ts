import type { Size } from '../../core/minigame/drag-math';
import type { MiniGameViewport } from '../../core/minigame/ports';

/** The window's inner size and the container's laid-out size, as the bounds poll reads them. */
export class ElementViewport implements MiniGameViewport {
  constructor(
    private readonly window: Pick<Window, 'innerWidth' | 'innerHeight'>,
    private readonly element: Pick<HTMLElement, 'offsetWidth' | 'offsetHeight'>,
  ) {}

  size(): Size {
    return { width: this.window.innerWidth, height: this.window.innerHeight };
  }

  widgetSize(): Size {
    return { width: this.element.offsetWidth, height: this.element.offsetHeight };
  }
}
