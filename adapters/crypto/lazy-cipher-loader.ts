import type { PayloadCipher, PayloadCipherLoader } from '../../core/http/ports';
import { loadOnce } from '../browser/load-once';

/** Keeps jsencrypt and crypto-js out of the first load: fetched on the first encrypted call (again after a failed download). */
export class LazyCipherLoader implements PayloadCipherLoader {
  private readonly loaded = loadOnce(() => import('./des-rsa-cipher').then((module): PayloadCipher => new module.DesRsaCipher()));

  load(): Promise<PayloadCipher> {
    return this.loaded();
  }
}
