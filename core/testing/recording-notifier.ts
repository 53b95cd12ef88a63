import type { Text } from '../notice/model';
import type { AppNavigator } from '../runtime/ports';
import { NoticeCenter } from '../notice/notice-center';
import type { ManualTime } from './manual-scheduler';

/** The real NoticeCenter, with helpers to read what the player would see. */
export class ObservedNotices extends NoticeCenter {
  constructor(time: ManualTime) {
    super(time);
  }

  dialogTexts(): Text[] {
    return this.state.dialogs.map((d) => d.message);
  }

  toastTexts(): Text[] {
    return this.state.toasts.map((t) => t.message);
  }

  /** Presses the confirm button of the dialog on screen. */
  confirmTop(): void {
    const top = this.state.dialogs[0];
    if (top) this.resolve(top.id, true);
  }
}

export class RecordingNavigator implements AppNavigator {
  readonly visited: string[] = [];
  goTo(path: string): void {
    this.visited.push(path);
  }
}
