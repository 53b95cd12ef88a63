import { BehaviorSubject, type Observable } from 'rxjs';
import type { AppDownloadPrompt } from '../../core/app-prompt/app-download-prompt';
import type { InGamePrompt } from '../../core/game/ports';

/**
 * The first-load handle of the app-download prompt: the store's code (core/app-prompt) is downloaded the
 * first time a route, the game view or the player asks for it. `prompt$` gives it to the overlay once loaded.
 * It is also the game view's InGamePrompt (route in-game).
 */
export class AppPromptLauncher implements InGamePrompt {
  private readonly loaded = new BehaviorSubject<AppDownloadPrompt | null>(null);
  private pending: Promise<AppDownloadPrompt> | null = null;

  readonly prompt$: Observable<AppDownloadPrompt | null> = this.loaded.asObservable();

  constructor(private readonly load: () => Promise<AppDownloadPrompt>) {}

  get(): Promise<AppDownloadPrompt> {
    this.pending ??= this.load().then(
      (prompt) => {
        this.loaded.next(prompt);
        return prompt;
      },
      (error: unknown) => {
        this.pending = null;
        throw error;
      },
    );
    return this.pending;
  }

  show(): void {
    void this.get()
      .then((prompt) => prompt.inGame())
      .catch(() => undefined);
  }
}
