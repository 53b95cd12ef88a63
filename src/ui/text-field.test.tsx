import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

function Controlled(props: { problem?: string | null; inputMode?: 'numeric' | 'tel'; ltr?: boolean }) {
  const [value, setValue] = useState('');
  return <TextField label="Username" name="username" autoComplete="username" value={value} onChange={setValue} {...props} />;
}

describe('TextField: one labelled text input of a form', () => {
  it('is a textbox named by its label, with its name and autocomplete, and takes what is typed', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(screen.getByLabelText('Username')).toBe(input);
    expect(input).toHaveAttribute('name', 'username');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toHaveAttribute('spellcheck', 'false');
    await userEvent.type(input, 'lucky888');
    expect(input).toHaveValue('lucky888');
  });

  it('without a problem: not invalid and described by nothing', () => {
    render(<Controlled problem={null} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('a problem shows under the input, is read as its description and marks it invalid; the name stays the label', () => {
    render(<Controlled problem="The username must be 4 to 16 letters or digits." />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The username must be 4 to 16 letters or digits.');
    expect(screen.getByText('The username must be 4 to 16 letters or digits.')).toBeVisible();
  });

  it('numbers and codes read left to right (numeric and tel input, or asked for); other text follows the page', () => {
    const { unmount } = render(<Controlled inputMode="numeric" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('dir', 'ltr');
    unmount();
    render(<Controlled inputMode="tel" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('dir', 'ltr');
  });

  it('ltr asked for (a link) reads left to right; plain text has no direction of its own', () => {
    const { unmount } = render(<Controlled ltr />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('dir', 'ltr');
    unmount();
    render(<Controlled />);
    expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('dir');
  });

  it('two fields on one screen each get their own id; a fixed id is kept; the ref reaches the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <TextField label="Mobile number" value="" onChange={() => undefined} problem="Enter your mobile number." />
        <TextField label="Verification code" value="" onChange={() => undefined} problem="Enter the code." />
        <TextField ref={ref} id="invite-link" label="Your invite link" value="https://m.demo.test/m/register" readOnly />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription('Enter your mobile number.');
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription('Enter the code.');
    const link = screen.getByRole('textbox', { name: 'Your invite link' });
    expect(link).toHaveAttribute('id', 'invite-link');
    expect(link).toHaveAttribute('readonly');
    expect(ref.current).toBe(link);
  });

  it('marked invalid without a message of its own (the form says why): invalid, described by nothing; the box keeps its place class', () => {
    const { container } = render(<TextField label="Country code" value="" onChange={() => undefined} invalid className="dial-code-field" />);
    const input = screen.getByRole('textbox', { name: 'Country code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(container.firstElementChild).toHaveClass('field', 'dial-code-field');
  });
});
