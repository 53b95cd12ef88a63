import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import type { ChangePasswordOutcome, PasswordChange } from '../../core/session/change-password';
import { text } from '../../core/notice/model';
import { renderWithContainer } from '../testing/render-with-container';
import ChangePasswordPage from './change-password-page';

async function openChange(outcome: ChangePasswordOutcome) {
  const sent: PasswordChange[] = [];
  const view = await renderWithContainer(<ChangePasswordPage />, {}, {
    path: '/m/changePsw',
    prepare: (container) =>
      container.rebind(TOKENS.ChangePassword).toConstantValue({ execute: async (c: PasswordChange) => (sent.push(c), outcome) }),
  });
  await userEvent.type(screen.getByLabelText('Current password'), 'Passw0rd!');
  await userEvent.type(screen.getByLabelText('New password'), 'N3wPassw0rd');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'N3wPassw0rd');
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
  return { ...view, sent };
}

describe('the password change screen (/m/changePsw)', () => {
  it('opened from My account (no sign-in state) it uses the voluntary wording, not the forced one', async () => {
    await renderWithContainer(<ChangePasswordPage />, {}, { path: '/m/changePsw' });
    expect(screen.getByText('Choose a new password. You will use it the next time you log in.')).toBeInTheDocument();
    expect(screen.queryByText(/before you continue/)).toBeNull();
  });

  it('a change is sent, confirmed with a toast and continues home, replacing the history entry', async () => {
    const { sent, location, container } = await openChange({ kind: 'changed' });
    await waitFor(() => expect(location.history).toEqual(['/m/home']));
    expect(sent).toEqual([{ oldPassword: 'Passw0rd!', newPassword: 'N3wPassw0rd', confirmPassword: 'N3wPassw0rd' }]);
    expect(container.get(TOKENS.NoticeCenter).state.toasts.map((t) => t.message)).toEqual([{ key: 'change_password_done' }]);
  });

  it('a rule the new password breaks is said in place, translated', async () => {
    const { location } = await openChange({ kind: 'invalid', reason: 'weak-password', message: text('change_password_weak') });
    expect(await screen.findByRole('alert')).toHaveTextContent('123456 cannot be used as a password.');
    expect(location.history).toEqual(['/m/changePsw']);
  });

  it('the server\'s refusal is said in place', async () => {
    await openChange({ kind: 'rejected', errorCode: 'password.old.err', message: { raw: 'The old password is incorrect.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The old password is incorrect.');
  });
});
