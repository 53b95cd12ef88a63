import { useTranslation } from 'react-i18next';
import type { Text } from '../../core/notice/model';

/** Renders core's Text: translation keys through i18next, server words as they are. */
export function useText(): (value: Text) => string {
  const { t } = useTranslation();
  return (value) => ('raw' in value ? value.raw : t(value.key, value.values ?? {}));
}
