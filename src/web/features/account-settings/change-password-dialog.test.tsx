import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants.js';
import { setApiHooks } from '../../lib/api.js';
import * as toasts from '../../lib/toast.js';
import { renderWithProviders, stubFetch } from '../../test-utils.js';
import { ChangePasswordDialog } from './change-password-dialog.js';

const VALID_NEW = 'Correct-Horse-9';
const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;

function setup() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<ChangePasswordDialog opened onClose={onClose} />);
  return {
    user,
    onClose,
    oldPassword: () => screen.getByLabelText(/Current password/),
    newPassword: () => screen.getByLabelText(/New password/),
    save: () => screen.getByRole('button', { name: 'Save' }),
  };
}

beforeEach(() => {
  setApiHooks({ logout: vi.fn(), logoutAndReloadToRoot: vi.fn(), notifyError: vi.fn() });
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ jwt: 'old-jwt', expires_at: '2099-01-01' }));
});

describe('change-password dialog', () => {
  it('keeps Save disabled until both passwords are valid, and marks the hints as they are met', async () => {
    const ui = setup();
    expect(isDisabled(ui.save())).toBe(true);
    await ui.user.type(ui.oldPassword(), 'short');
    await ui.user.type(ui.newPassword(), 'lowercaseonly');
    expect(isDisabled(ui.save())).toBe(true);

    const hints = screen.getByTestId('password-hints');
    const hint = (text: string) => [...hints.querySelectorAll('li')].find((li) => li.textContent?.includes(text))!;
    expect(hint('12 to 72 characters').dataset.met).toBe('true');
    expect(hint('upper case').dataset.met).toBe('false');
    expect(hint('digit').dataset.met).toBe('false');

    await ui.user.clear(ui.newPassword());
    await ui.user.type(ui.newPassword(), VALID_NEW);
    expect(hint('upper case').dataset.met).toBe('true');
    expect(hint('digit').dataset.met).toBe('true');
    // The old password still has fewer than 8 characters.
    expect(isDisabled(ui.save())).toBe(true);
    expect(await screen.findByText('Please enter a valid password.')).toBeTruthy();

    await ui.user.type(ui.oldPassword(), '-longer');
    await waitFor(() => expect(isDisabled(ui.save())).toBe(false));
  });

  it("shows the server's errors under the new password and 'Invalid password.' on a 422", async () => {
    const { calls } = stubFetch(() => ({
      status: 422,
      body: { statusCode: 422, error: 'Validation failed.', errors: { new_password: ['Must differ from the old password.', 'Too common.'] } },
    }));
    const ui = setup();
    await ui.user.type(ui.oldPassword(), 'old-password-1');
    await ui.user.type(ui.newPassword(), VALID_NEW);
    await waitFor(() => expect(isDisabled(ui.save())).toBe(false));
    await ui.user.click(ui.save());

    expect((await screen.findByTestId('change-password-error')).textContent).toBe('Invalid password.');
    expect(screen.getByText('Must differ from the old password. Too common.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/my/password', body: { profile: { password: 'old-password-1', new_password: VALID_NEW } } });
    expect(ui.onClose).not.toHaveBeenCalled();
  });

  it("stores the returned session and says 'Password updated' on success", async () => {
    const toast = vi.spyOn(toasts, 'showToast').mockImplementation(() => undefined);
    stubFetch(() => ({ status: 200, body: { message: 'Password updated', session: { jwt: 'new-jwt', expires_at: '2099-01-02' } } }));
    const ui = setup();
    await ui.user.type(ui.oldPassword(), 'old-password-1');
    await ui.user.type(ui.newPassword(), VALID_NEW);
    await waitFor(() => expect(isDisabled(ui.save())).toBe(false));
    await ui.user.click(ui.save());

    await waitFor(() => expect(ui.onClose).toHaveBeenCalled());
    expect(toast).toHaveBeenCalledWith('success', 'Password updated');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!).jwt).toBe('new-jwt');
  });

  it('shows a generic toast for other failures', async () => {
    const toast = vi.spyOn(toasts, 'showToast').mockImplementation(() => undefined);
    stubFetch(() => ({ status: 500, body: { statusCode: 500, error: 'Boom.' } }));
    const ui = setup();
    await ui.user.type(ui.oldPassword(), 'old-password-1');
    await ui.user.type(ui.newPassword(), VALID_NEW);
    await waitFor(() => expect(isDisabled(ui.save())).toBe(false));
    await ui.user.click(ui.save());
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'Something went wrong, please try again later.'));
    expect(screen.queryByTestId('change-password-error')).toBeNull();
  });
});
