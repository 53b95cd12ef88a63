import type { SharedConfig } from '../config/shared-config';
import { IMAGE_ADDRESS } from '../config/banner-rules';

/**
 * The merchant's logo for home's header (shell §3 "mobileTemplate … image_logo"): the address when it is one the
 * page may fetch, else null (the header then names the site).
 */
export function merchantLogo(config: SharedConfig | null): string | null {
  const logo = config?.mobileTemplate?.image_logo;
  return logo?.match(IMAGE_ADDRESS) ? logo : null;
}
