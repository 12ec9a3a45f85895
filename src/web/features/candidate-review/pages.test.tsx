import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dayMonthYear } from '../../../shared/formatters.js';
import type { CandidateReview } from '../../../shared/schemas/candidate-review.js';
import { i18next } from '../../lib/i18n.js';
import { queryClient } from '../../lib/query-client.js';
import { renderWithProviders, stubFetch } from '../../test-utils.js';
import { CandidateReviewExpiredPage, CandidateReviewPage } from './pages.js';

beforeAll(async () => {
  await i18next.loadNamespaces(['review', 'messages']);
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const review: CandidateReview = {
  id: 7,
  name: 'Noor Bakker',
  language: 'en',
  candidate_approved: false,
  candidate_approved_at: null,
  expire_at: '2026-06-01T10:00:00.000Z',
  consultant: { name: 'Rosa de Vries', email: 'rosa@brightpath.test' },
  styled_cv: { html: '<html><body><h1>Noor Bakker</h1></body></html>', pages: 1 },
  cv_digest: 'a'.repeat(64),
  decision: null,
};

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/candidate/review/:agreementId/:token', element: <CandidateReviewPage /> },
      { path: '/candidate/review/:id/:token/expired', element: <CandidateReviewExpiredPage /> },
      { path: '/', element: <p>start page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('the candidate’s review page (§7)', () => {
  it('reads the CV with the token and no session, keeps the token in session storage, and approves the version shown', async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'GET'
        ? { status: 200, body: review }
        : { status: 200, body: { ...review, candidate_approved: true, candidate_approved_at: '2026-05-20T08:00:00.000Z', decision: { decision: 'approved', decided_at: '2026-05-20T08:00:00.000Z', reason: null } } },
    );
    open('/candidate/review/7/tok-en');
    expect(await screen.findByText('Rosa de Vries prepared this CV to present you to clients. Please check that everything is right, then approve it or tell us what should change.')).toBeTruthy();
    expect(calls[0].url).toBe('/api/organisation/agreements/7?token=tok-en');
    expect(sessionStorage.getItem('candidateToken')).toBe('tok-en');
    expect(screen.getByTestId('review-expiry').textContent).toBe(`This link is valid until ${dayMonthYear(review.expire_at)}.`);
    expect(screen.getByTestId('review-cv').getAttribute('srcdoc')).toBe(review.styled_cv.html);

    await userEvent.setup().click(screen.getByTestId('review-approve'));
    expect((await screen.findByTestId('review-decision')).textContent).toContain(`You approved this CV on ${dayMonthYear('2026-05-20T08:00:00.000Z')}.`);
    expect(calls[1]).toMatchObject({ method: 'PUT', url: '/api/organisation/agreements/7/accept', body: { token: 'tok-en', cv_digest: review.cv_digest } });
  });

  it('asks for a reason before a rejection is sent', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: review }));
    open('/candidate/review/7/tok-en');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('review-reject'));
    await user.click(screen.getByTestId('review-send-reason'));
    expect(screen.getByText('Please tell your recruiter what should change.')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('goes to the expired page on 410 and to the start on any other failure', async () => {
    stubFetch((call) => (call.url.includes('agreement_tokens') ? { status: 200, body: { valid: false, status: 'expired', agreement_id: 7, expire_at: review.expire_at, new_url_requested: false } } : { status: 410, body: { statusCode: 410, error: 'This review link has expired. You can ask for a new one.' } }));
    const router = open('/candidate/review/7/old');
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate/review/7/old/expired'));
    expect(await screen.findByText('This link has expired')).toBeTruthy();
    cleanup();
    queryClient.clear();

    stubFetch(() => ({ status: 404, body: { statusCode: 404, error: 'This review link is not valid.' } }));
    const other = open('/candidate/review/8/old');
    await waitFor(() => expect(other.state.location.pathname).toBe('/'));
  });

  it('the expired page asks for a new link once', async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'GET'
        ? { status: 200, body: { valid: false, status: 'expired', agreement_id: 7, expire_at: review.expire_at, new_url_requested: false } }
        : { status: 200, body: { requested_at: '2026-06-02T10:00:00.000Z' } },
    );
    open('/candidate/review/7/old/expired');
    await userEvent.setup().click(await screen.findByTestId('expired-request'));
    expect((await screen.findByTestId('expired-outcome')).textContent).toBe('Your recruiter has been asked to send you a new link.');
    expect(screen.queryByTestId('expired-request')).toBeNull();
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/api/organisation/agreement_tokens/old/request_new_url' });
  });
});
