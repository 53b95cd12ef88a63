import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { DEFAULT_THEME } from '../../core/config/shared-config';
import { directionOf, htmlLangOf } from '../../core/i18n/languages';
import { switchLanguage } from '../i18n/setup-i18n';
import { useService } from './container-context';

/**
 * Keeps the document in step with core: the chosen language's strings (downloaded on change), html
 * lang and dir (right to left for AR and UR), and the server's theme (light by default, shell §9).
 */
export function DocumentBindings() {
  const { i18n } = useTranslation();
  const head = useService(TOKENS.DocumentHead);
  const language = useService(TOKENS.LanguageSetting);
  const sharedConfig = useService(TOKENS.SharedConfigStore);

  useEffect(() => {
    const subscription = language.language$.subscribe((key) => {
      void switchLanguage(i18n, key).then(() => head.setLanguage(htmlLangOf(key), directionOf(key)));
    });
    return () => subscription.unsubscribe();
  }, [i18n, head, language]);

  useEffect(() => {
    const subscription = sharedConfig.config$.subscribe((config) => head.setTheme(config?.theme || DEFAULT_THEME));
    return () => subscription.unsubscribe();
  }, [head, sharedConfig]);

  return null;
}
