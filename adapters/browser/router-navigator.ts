import type { AppNavigator } from '../../core/runtime/ports';

type Navigate = (path: string, options?: { replace?: boolean }) => void;

/** Core navigates through the router once the UI has mounted it; before that, by a full page load. */
export class RouterNavigator implements AppNavigator {
  private navigate: Navigate | null = null;

  constructor(private readonly fallback: (path: string) => void) {}

  attach(navigate: Navigate): () => void {
    this.navigate = navigate;
    return () => {
      if (this.navigate === navigate) this.navigate = null;
    };
  }

  goTo(path: string, options?: { replace?: boolean }): void {
    if (this.navigate) this.navigate(path, options);
    else this.fallback(path);
  }
}
