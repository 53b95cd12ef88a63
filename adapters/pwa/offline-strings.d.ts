declare module 'virtual:offline-strings' {
  import type { OfflineCatalogue } from './offline-page';
  const catalogue: OfflineCatalogue;
  export default catalogue;
}
