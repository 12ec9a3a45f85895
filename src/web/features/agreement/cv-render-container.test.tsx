import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CvData } from '../../../shared/schemas/cv.js';
import { i18next } from '../../lib/i18n.js';
import { renderWithProviders, stubFetch } from '../../test-utils.js';
import { CvRenderContainer, PREVIEW_DEBOUNCE_MS } from './cv-render-container.js';

beforeAll(async () => {
  await i18next.loadNamespaces('cv');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const ui = (data: CvData, dirty: boolean) => (
  <CvRenderContainer agreementId={5} data={data} language="en" brandingAccountId={null} dirty={dirty} onTemplates={vi.fn()} />
);

describe('CV render container', () => {
  it('renders the server HTML in a frame without permissions, and asks once more only after typing stops', async () => {
    const { calls } = stubFetch((call) => ({
      status: 200,
      body: { html: `<html><body><h1>${(call.body as { data?: CvData }).data?.first_name ?? 'Saved'}</h1></body></html>`, pages: 2, anonymous: false },
    }));
    const styled = () => calls.filter((c) => c.url === '/api/organisation/agreements/5/styled_cvs');
    const { rerender, getByTestId } = renderWithProviders(ui({ first_name: 'A' }, false));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(styled()).toHaveLength(1);
    // Nothing unsaved: the saved CV is rendered.
    expect(styled()[0].body).toEqual({ anonymous: false, language: 'en' });
    const frame = getByTestId('cv-preview') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Saved</h1>');

    // Typing: a change every 100 ms never lets the debounce fire.
    for (const name of ['Ad', 'Ada', 'Ada ', 'Ada L', 'Ada Lo']) {
      rerender(ui({ first_name: name }, true));
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    expect(styled()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS));
    expect(styled()).toHaveLength(2);
    expect(styled()[1].body).toEqual({ anonymous: false, language: 'en', data: { first_name: 'Ada Lo' }, branding_account_id: null });
    // Within 300 ms of the last keystroke.
    expect(PREVIEW_DEBOUNCE_MS).toBeLessThan(300);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(styled()).toHaveLength(2);
    expect((getByTestId('cv-preview') as HTMLIFrameElement).getAttribute('srcdoc')).toContain('<h1>Ada Lo</h1>');
  });

  it('switches to the anonymous version at once', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: { html: '<p>cv</p>', pages: 1, anonymous: true } }));
    const { getByRole } = renderWithProviders(ui({}, false));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(async () => getByRole('radio', { name: 'Anonymous' }).click());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.map((c) => (c.body as { anonymous: boolean }).anonymous)).toEqual([false, true]);
  });
});
