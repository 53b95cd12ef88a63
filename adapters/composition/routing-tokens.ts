import type { LanguageSetting } from '../../core/i18n/language-setting';
import type { RememberAffiliate } from '../../core/routing/affiliate';
import type { StoredTracking } from '../../core/routing/ports';
import { token } from './token';

/** The tokens routing-module.ts binds. */
export const routingTokens = {
  StoredTracking: token<StoredTracking>('StoredTracking'),
  RememberAffiliate: token<RememberAffiliate>('RememberAffiliate'),
  LanguageSetting: token<LanguageSetting>('LanguageSetting'),
} as const;
