import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants.js';
import { setApiHooks } from '../../lib/api.js';
import * as navigation from '../../lib/navigation.js';
import * as toasts from '../../lib/toast.js';
import { renderWithProviders, stubFetch } from '../../test-utils.js';
import { DeleteAccountDialog } from './delete-account-dialog.js';

function setup() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<DeleteAccountDialog opened onClose={onClose} />);
  return {
    user,
    onClose,
    password: () => screen.getByLabelText(/Your password/),
    confirm: () => screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement,
  };
}

beforeAll(() => i18next.loadNamespaces('privacy'));

beforeEach(() => {
  setApiHooks({ logout: vi.fn(), logoutAndReloadToRoot: vi.fn(), notifyError: vi.fn() });
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ jwt: 'the-jwt', expires_at: '2099-01-01' }));
});

describe('delete-account dialog', () => {
  it('states what is erased and keeps the button disabled until a password is typed', async () => {
    const ui = setup();
    const items = [...screen.getByTestId('delete-account-consequences').querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([
      'erases your profile, your uploaded resume and every CV about you, with its review links and approvals;',
      'signs you out everywhere: you can no longer sign in with this email address;',
      'removes your notifications and the mails kept for you.',
    ]);
    expect(screen.getByText('This cannot be undone. Deleting your account:')).toBeTruthy();
    expect(ui.confirm().disabled).toBe(true);
    await ui.user.type(ui.password(), 'x');
    await waitFor(() => expect(ui.confirm().disabled).toBe(false));
  });

  it("shows 'Invalid password.' at the field on a 422 and keeps the session", async () => {
    const { calls } = stubFetch(() => ({ status: 422, body: { statusCode: 422, error: 'Invalid password.', errors: { password: ['Invalid password.'] } } }));
    const ui = setup();
    await ui.user.type(ui.password(), 'Wrong-password-1');
    await waitFor(() => expect(ui.confirm().disabled).toBe(false));
    await ui.user.click(ui.confirm());
    expect(await screen.findByText('Invalid password.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/my/account', body: { password: 'Wrong-password-1' } });
    expect(localStorage.getItem(STORAGE_KEYS.session)).not.toBeNull();
  });

  it('signs the person out and goes to the sign-in page once the account is erased', async () => {
    const toast = vi.spyOn(toasts, 'showToast').mockImplementation(() => undefined);
    const navigate = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
    stubFetch(() => ({ status: 200, body: { id: 1, reason: 'self', ran_by: null, months: null, user_count: 1, user_ids: [7], cv_count: 0, file_count: 0, at: '2026-11-24T10:00:00.000Z' } }));
    const ui = setup();
    await ui.user.type(ui.password(), 'Factory-made-2026');
    await waitFor(() => expect(ui.confirm().disabled).toBe(false));
    await ui.user.click(ui.confirm());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/a/login', { replace: true }));
    expect(toast).toHaveBeenCalledWith('success', 'Your account has been deleted.');
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });
});
