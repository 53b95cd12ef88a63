import type { KeyValueStore, RequestContext } from '../../core/http/ports';

export const DEVICE_ID_KEY = 'deviceId';
const DEVICE_ID_LENGTH = 36; // player-journey §9 "Device id length 36 characters"

export class BrowserRequestContext implements RequestContext {
  constructor(
    private readonly merchant: string,
    private readonly currentLanguage: () => string,
    private readonly local: KeyValueStore,
  ) {}

  merchantCode(): string {
    return this.merchant;
  }

  language(): string {
    return this.currentLanguage() || 'CN';
  }

  device(): string | null {
    const id = this.local.get(DEVICE_ID_KEY);
    return id && id.length === DEVICE_ID_LENGTH ? id : null;
  }
}
