import type { PathDecoder } from '../../core/customer-service/ports';

/** Keeps crypto-js out of the first load: the decoder chunk is fetched the first time customer service opens. */
export class LazyPathDecoder implements PathDecoder {
  private loading: Promise<PathDecoder> | null = null;

  decode(path: string): Promise<string | null> {
    this.loading ??= import('./des-path-decoder')
      .then((module): PathDecoder => new module.DesPathDecoder())
      .catch((error: unknown) => {
        this.loading = null; // a failed chunk download may succeed on the next try
        throw error;
      });
    return this.loading.then((decoder) => decoder.decode(path));
  }
}
