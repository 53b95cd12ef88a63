import type { PayloadCipher, PayloadCipherLoader } from '../../core/http/ports';

/** Keeps jsencrypt and crypto-js out of the first load: fetched on the first encrypted call. */
export class LazyCipherLoader implements PayloadCipherLoader {
  private loading: Promise<PayloadCipher> | null = null;

  load(): Promise<PayloadCipher> {
    this.loading ??= import('./des-rsa-cipher').then((module) => new module.DesRsaCipher()).catch((error: unknown) => {
      this.loading = null; // a failed chunk download may succeed on the next try
      throw error;
    });
    return this.loading;
  }
}
