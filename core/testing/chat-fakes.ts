import type { PageVisibility } from '../chat/ports';

/** A page whose visibility a test switches by hand. */
export class FakePageVisibility implements PageVisibility {
  private readonly listeners = new Set<(visible: boolean) => void>();

  constructor(private visible = true) {}

  isVisible(): boolean {
    return this.visible;
  }

  onChange(listener: (visible: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(visible: boolean): void {
    this.visible = visible;
    for (const listener of [...this.listeners]) listener(visible);
  }

  get listening(): number {
    return this.listeners.size;
  }
}
