import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../lib/i18n.js';
import { queryClient } from '../../lib/query-client.js';
import { renderWithProviders, stubFetch } from '../../test-utils.js';
import { TemplatePicker } from './template-picker.js';

beforeAll(async () => {
  await i18next.loadNamespaces('cv');
});
beforeEach(() => queryClient.clear());

describe('team-template picker', () => {
  it('lists the templates of my teams and keeps Apply disabled until one is chosen', async () => {
    const { calls } = stubFetch(() => ({
      status: 200,
      body: { templates: [{ id: 1, name: 'Classic' }, { id: 2, name: 'Modern' }] },
    }));
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<TemplatePicker opened onClose={vi.fn()} currentId={1} onApply={onApply} />);
    const apply = () => screen.getByTestId('template-apply') as HTMLButtonElement;
    await screen.findByRole('radio', { name: 'Modern', hidden: true });
    expect(calls[0].url).toBe('/api/templates?show_my=true');
    expect(apply().disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Modern', hidden: true }));
    expect(apply().disabled).toBe(false);
    await user.click(apply());
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ id: 2, name: 'Modern' }));
  });
});
