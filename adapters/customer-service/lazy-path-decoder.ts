import type { PathDecoder } from '../../core/customer-service/ports';
import { loadOnce } from '../browser/load-once';

/** Keeps crypto-js out of the first load: the decoder chunk is fetched the first time customer service opens (again after a failed download). */
export class LazyPathDecoder implements PathDecoder {
  private readonly decoder = loadOnce(() => import('./des-path-decoder').then((module): PathDecoder => new module.DesPathDecoder()));

  decode(path: string): Promise<string | null> {
    return this.decoder().then((decoder) => decoder.decode(path));
  }
}
