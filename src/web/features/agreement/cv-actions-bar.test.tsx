import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PermissionContext } from '../../../shared/permissions.js';
import { i18next } from '../../lib/i18n.js';
import { employeeAuth, organisation, renderWithProviders } from '../../test-utils.js';
import { CvActionsBar } from './cv-actions-bar.js';

beforeAll(async () => {
  await i18next.loadNamespaces('cv');
});

function show(ctx: PermissionContext, onSettings = vi.fn()) {
  const router = createMemoryRouter([{ path: '*', element: <CvActionsBar agreementId={12} ctx={ctx} onSettings={onSettings} /> }]);
  renderWithProviders(<RouterProvider router={router} />);
}

const entries = () => [...screen.getByTestId('cv-actions-bar').querySelectorAll('a, button')].map((b) => b.textContent);
const viewer = employeeAuth();

describe('CV actions bar', () => {
  it('shows Word only for Word-export organisations and the candidate link only with the review feature', () => {
    show({ viewer, organisation: { ...organisation, word_export_feature: false, candidate_review_feature: false } });
    expect(entries()).toEqual(['Edit', 'Add to List', 'Download to PDF', 'Settings']);
  });

  it('shows every entry when the organisation has both features', () => {
    show({ viewer, organisation: { ...organisation, word_export_feature: true, candidate_review_feature: true } });
    expect(entries()).toEqual(['Edit', 'Add to List', 'Download to PDF', 'Download to MS Word', 'Settings', 'Create Candidate Link']);
    expect(screen.getByTestId('action-edit').getAttribute('href')).toBe('/agreement/12/edit');
  });

  it('hides Settings (and Word) without the agreements permission', () => {
    const noAgreements = { ...viewer, employee: { ...viewer.employee!, can_manage_agreements: false } };
    show({ viewer: noAgreements, organisation: { ...organisation, word_export_feature: true, candidate_review_feature: false } });
    expect(entries()).toEqual(['Edit', 'Add to List', 'Download to PDF']);
  });

  it('says plainly that PDF export is not there yet', async () => {
    const user = userEvent.setup();
    show({ viewer, organisation });
    await user.click(screen.getByTestId('action-pdf'));
    expect((await screen.findByTestId('coming-later')).textContent).toBe('PDF export is being built; it will download the CV exactly as shown here.');
  });
});
