import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { TOKENS } from '../../adapters/composition/tokens';
import { numberLocale } from '../../core/i18n/languages';
import { useService } from './container-context';

/**
 * Formats numbers as shell §9 says: pt-BR when the currency is BRL, otherwise a Chinese locale. The
 * currency is the member's when known, else the merchant's (docs/decisions.md "Number formatting").
 */
export function useNumberFormat(): (value: number) => string {
  const state = useService(TOKENS.SessionState);
  const sharedConfig = useService(TOKENS.SharedConfigStore);
  const member = useObservableState(state.memberInfo$, state.memberInfo);
  const config = useObservableState(sharedConfig.config$, sharedConfig.config);
  const locale = numberLocale(member?.currency || config?.currency || null);
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale);
    return (value: number) => format.format(value);
  }, [locale]);
}
