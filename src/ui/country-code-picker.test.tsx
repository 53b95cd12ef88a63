import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithContainer } from '../testing/render-with-container';
import { CountryCodePicker } from './country-code-picker';

const countries = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'VN', countryDialingCode: '84' },
];

async function openPicker(onChange = vi.fn()) {
  await renderWithContainer(<CountryCodePicker countries={countries} dialingCode="63" disabled={false} onChange={onChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Country code +63' }));
  return { sheet: screen.getByRole('dialog', { name: 'Country code' }), onChange };
}

describe('the country code picker (shell §2 "Country code picker: slide-up list of flag plus a plus-prefixed dialling code, with a header titled country code and a close button")', () => {
  it('is a sheet on the bottom edge: the dialog is the panel of the bottom sheet, not the centred modal', async () => {
    const { sheet } = await openPicker();
    expect(sheet).toHaveClass('sheet-panel');
    expect(sheet.parentElement).toHaveClass('sheet-backdrop');
    expect(sheet).toHaveAttribute('aria-modal', 'true');
  });

  it('"a header titled country code and a close button": both come before the list', async () => {
    const { sheet } = await openPicker();
    const heading = within(sheet).getByRole('heading', { name: 'Country code' });
    const close = within(sheet).getByRole('button', { name: 'Close' });
    const list = within(sheet).getByRole('list', { name: 'Country code' });
    expect(heading.parentElement).toBe(close.parentElement);
    expect(close.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(sheet).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });

  it('"flag plus a plus-prefixed dialling code": each option; the chosen one is marked and picking one closes', async () => {
    const { sheet, onChange } = await openPicker();
    const options = within(within(sheet).getByRole('list')).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual(['🇵🇭 PH +63', '🇻🇳 VN +84']);
    expect(options[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(options[1]!);
    expect(onChange).toHaveBeenCalledWith('84');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes by its close button, by Escape and by a tap on the dimmed page above it, choosing nothing', async () => {
    const { sheet, onChange } = await openPicker();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Country code +63' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Country code +63' }));
    await userEvent.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Country code +63' })).toHaveFocus();
  });

  it('a tap inside the sheet does not close it', async () => {
    const { sheet } = await openPicker();
    await userEvent.click(within(sheet).getByRole('heading'));
    expect(screen.getByRole('dialog', { name: 'Country code' })).toBeInTheDocument();
  });
});
