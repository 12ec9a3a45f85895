import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dayMonthYear } from '../../../shared/formatters.js';
import { i18next } from '../../lib/i18n.js';
import { renderWithProviders, stubFetch } from '../../test-utils.js';
import { CandidateLinkDialog } from './candidate-link-dialog.js';

beforeAll(async () => {
  await i18next.loadNamespaces(['review', 'messages']);
});
afterEach(() => vi.unstubAllGlobals());

const first = { token: 'first-token', expire_at: '2026-06-01T10:00:00.000Z', url: 'http://demo.localhost:3000/candidate/review/7/first-token' };
const second = { token: 'second-token', expire_at: '2026-06-03T10:00:00.000Z', url: 'http://demo.localhost:3000/candidate/review/7/second-token' };

describe('Create Candidate Link dialog (§4)', () => {
  it('makes the link on opening and shows it with its expiry as dd/MM/yyyy; a new link is made with force after confirming', async () => {
    const { calls } = stubFetch((call) => ({ status: 200, body: (call.body as { force?: boolean }).force ? second : first }));
    renderWithProviders(<CandidateLinkDialog opened onClose={vi.fn()} agreementId={7} candidateEmail="noor@example.com" />);
    await waitFor(() => expect((screen.getByTestId('candidate-link-url') as HTMLInputElement).value).toBe(first.url));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/organisation/agreements/7/candidate_token', body: {} });
    expect(screen.getByTestId('candidate-link-expiry').textContent).toBe(`Valid until ${dayMonthYear(first.expire_at)}`);
    expect(dayMonthYear(first.expire_at)).toMatch(/^\d{2}\/\d{2}\/2026$/);

    const user = userEvent.setup();
    await user.click(screen.getByTestId('candidate-link-regenerate'));
    expect(screen.getByText('The current link will stop working at once, also in mails already sent. Create a new one?')).toBeTruthy();
    await user.click(screen.getByTestId('candidate-link-regenerate-confirm'));
    await waitFor(() => expect((screen.getByTestId('candidate-link-url') as HTMLInputElement).value).toBe(second.url));
    expect(calls[1]).toMatchObject({ method: 'POST', body: { force: true } });
    expect(screen.getByTestId('candidate-link-renewed')).toBeTruthy();
  });

  it('sends the link to the address shown (the CV’s, changeable) and shows where it went; a 422 lands on the email field', async () => {
    let mail = 0;
    const { calls } = stubFetch((call) => {
      if (!call.url.endsWith('/mail')) return { status: 200, body: first };
      mail++;
      return mail === 1
        ? { status: 200, body: { sent_to: 'noor.private@example.org', expire_at: first.expire_at } }
        : { status: 422, body: { statusCode: 422, error: 'Please correct the highlighted fields.', errors: { email: ['This CV has no email address. Enter the candidate’s email address.'] } } };
    });
    renderWithProviders(<CandidateLinkDialog opened onClose={vi.fn()} agreementId={7} candidateEmail="noor@example.com" />);
    const email = (await screen.findByTestId('candidate-link-email')) as HTMLInputElement;
    expect(email.value).toBe('noor@example.com');
    const user = userEvent.setup();
    await user.clear(email);
    await user.type(email, 'noor.private@example.org');
    await user.click(screen.getByTestId('candidate-link-send'));
    expect((await screen.findByTestId('candidate-link-sent')).textContent).toBe('Sent to noor.private@example.org, in the CV’s language.');
    expect(calls.find((c) => c.url.endsWith('/mail'))?.body).toEqual({ email: 'noor.private@example.org' });

    await user.clear(email);
    await user.click(screen.getByTestId('candidate-link-send'));
    expect(await screen.findByText('This CV has no email address. Enter the candidate’s email address.')).toBeTruthy();
  });

  it('with unsaved changes says the candidate sees the saved CV and offers to save', async () => {
    stubFetch(() => ({ status: 200, body: first }));
    const onSave = vi.fn(async () => true);
    renderWithProviders(<CandidateLinkDialog opened onClose={vi.fn()} agreementId={7} dirty onSave={onSave} />);
    expect((await screen.findByTestId('candidate-link-unsaved')).textContent).toContain('the candidate sees the CV as it was last saved');
    await userEvent.setup().click(screen.getByTestId('candidate-link-save'));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('says why when there can be no link yet (a CV never saved)', async () => {
    stubFetch(() => ({ status: 409, body: { statusCode: 409, error: 'Save the CV before you send it to the candidate.' } }));
    renderWithProviders(<CandidateLinkDialog opened onClose={vi.fn()} agreementId={7} />);
    expect((await screen.findByTestId('candidate-link-error')).textContent).toBe('Save the CV before you send it to the candidate.');
  });
});
