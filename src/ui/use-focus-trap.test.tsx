import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFocusTrap } from './use-focus-trap';

function Trapped({ onEscape }: { onEscape?: () => void }) {
  const trap = useFocusTrap<HTMLDivElement>(onEscape);
  return (
    <div ref={trap.ref} role="dialog" aria-label="Trapped" onKeyDown={trap.onKeyDown}>
      <button type="button" disabled>
        Unavailable
      </button>
      <button type="button">First</button>
      <input aria-label="Middle" />
      <a href="#last">Last</a>
    </div>
  );
}

function Page({ onEscape, onOuterKey }: { onEscape?: () => void; onOuterKey?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div onKeyDown={onOuterKey}>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        Toggle
      </button>
      {open && <Trapped onEscape={onEscape} />}
    </div>
  );
}

describe('useFocusTrap (a modal keeps the keyboard inside until it closes)', () => {
  it('focus moves to the first enabled control on open', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('Tab from the last control goes to the first; Tab elsewhere moves on as usual', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Middle' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('Shift+Tab from the first control goes to the last', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus();
  });

  it('focus returns to where it was on close', async () => {
    render(<Page />);
    const toggle = screen.getByRole('button', { name: 'Toggle' });
    await userEvent.click(toggle);
    expect(toggle).not.toHaveFocus();
    // A click that does not move focus itself, as a close from inside the modal would.
    fireEvent.click(toggle);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('Escape calls onEscape and goes no further; without onEscape it is left alone', async () => {
    const onEscape = vi.fn();
    const onOuterKey = vi.fn();
    const { unmount } = render(<Page onEscape={onEscape} onOuterKey={onOuterKey} />);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await userEvent.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledOnce();
    expect(onOuterKey).not.toHaveBeenCalled();
    unmount();

    render(<Page onOuterKey={onOuterKey} />);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await userEvent.keyboard('{Escape}');
    expect(onOuterKey).toHaveBeenCalledOnce();
  });
});
