import { HttpResponse, type HttpHandler } from 'msw';
import { routes } from '../routes';
import { scenarios } from '../scenarios';
import { staticRoute } from './define-route';

/** The two asset manifests of update detection (player-journey §4): their content follows `assetVersion`. */
function assetManifest(prefix: string): Response {
  const version = scenarios.get().assetVersion;
  return HttpResponse.json({
    files: {
      'main.js': `${prefix}static/js/main.${version}.js`,
      'main.css': `${prefix}static/css/main.${version}.css`,
    },
    entrypoints: [`static/js/main.${version}.js`, `static/css/main.${version}.css`],
  });
}

export const assetHandlers: HttpHandler[] = [
  staticRoute(routes.assetManifest, () => assetManifest('/m/')),
  staticRoute(routes.legacyAssetManifest, () => assetManifest('/mobile/mc/')),
];
