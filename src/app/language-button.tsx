import { useObservableState } from 'observable-hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { LANGUAGES } from '../../core/i18n/languages';
import { useService } from './container-context';
import { Icon } from '../ui/icons';
import { ModalDialog } from '../ui/modal-dialog';
import { warmLanguageFonts } from './warm-language-fonts';

/** The header's language picker: every supported language under its own name. */
export function LanguageButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(warmLanguageFonts, []);
  return (
    <>
      <button type="button" className="icon-button" aria-label={t('language')} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="language" />
      </button>
      {open && <LanguageDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function LanguageDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const setting = useService(TOKENS.LanguageSetting);
  const current = useObservableState(setting.language$, setting.current);
  const choose = (key: string) => {
    onClose();
    void setting.change(key);
  };
  return (
    <ModalDialog role="dialog" title={t('choose_language')} onDismiss={onClose} layout="list">
      {LANGUAGES.map((language) => (
        <button
          key={language.key}
          type="button"
          className="list-option"
          lang={language.htmlLang}
          dir={language.direction}
          aria-current={language.key === current ? 'true' : undefined}
          onClick={() => choose(language.key)}
        >
          {language.name}
        </button>
      ))}
      <button type="button" className="button secondary" onClick={onClose}>
        {t('close')}
      </button>
    </ModalDialog>
  );
}
