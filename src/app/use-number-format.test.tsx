import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import { endpoints } from '../../core/http/endpoints';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { renderWithContainer } from '../testing/render-with-container';
import { useNumberFormat } from './use-number-format';

function Amount() {
  const format = useNumberFormat();
  return <output aria-label="amount">{format(1234567.5)}</output>;
}

async function shown(currency: string) {
  const transport = new ScriptedTransport().reply(endpoints.consolidatedSettings.path, ok({ currency }));
  const { container } = await renderWithContainer(<Amount />, { transport });
  await container.get(TOKENS.SharedConfigStore).execute();
  return screen.findByRole('status', { name: 'amount' });
}

describe('number formatting (shell §9 "pt-BR locale when the stored currency is BRL, otherwise a Chinese locale")', () => {
  it('BRL formats the Brazilian way', async () => {
    expect(await shown('BRL')).toHaveTextContent('1.234.567,5');
  });

  it('any other currency formats in a Chinese locale', async () => {
    expect(await shown('PHP')).toHaveTextContent('1,234,567.5');
  });
});
