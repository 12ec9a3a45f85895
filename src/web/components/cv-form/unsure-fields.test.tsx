import { screen } from '@testing-library/react';
import { useForm, type FieldValues } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../../lib/i18n.js';
import { renderWithProviders } from '../../test-utils.js';
import { TextField } from './form-fields.js';
import { isUnsure, UnsureFieldsContext } from './unsure-fields.js';

beforeAll(async () => {
  await i18next.loadNamespaces(['cv']);
});

describe('unsure fields', () => {
  it('matches a path, the paths inside it and the path around it', () => {
    expect(isUnsure(['title'], 'title')).toBe(true);
    expect(isUnsure(['experience.0.company.name'], 'experience.0.company')).toBe(true);
    expect(isUnsure(['location'], 'location.city')).toBe(true);
    expect(isUnsure(['title'], 'title_extra')).toBe(false);
    expect(isUnsure(['experience.1.title'], 'experience.0.title')).toBe(false);
  });

  function Fields() {
    const form = useForm<FieldValues>({ defaultValues: { title: 'Nurse', email: 'a@b.c' } });
    return (
      <>
        <TextField control={form.control} name="title" label="Title" />
        <TextField control={form.control} name="email" label="Email" />
      </>
    );
  }

  it('the form fields show a “Check this” mark when the editor names them unsure', () => {
    renderWithProviders(
      <UnsureFieldsContext.Provider value={['title']}>
        <Fields />
      </UnsureFieldsContext.Provider>,
    );
    const marked = document.querySelectorAll('[data-unsure]');
    expect(marked).toHaveLength(1);
    expect(marked[0].getAttribute('data-unsure')).toBe('title');
    expect(marked[0].textContent).toContain('Check this');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Nurse');
    expect(screen.getAllByText('Check this')).toHaveLength(1);
  });

  it('nothing is marked without the context', () => {
    renderWithProviders(<Fields />);
    expect(document.querySelectorAll('[data-unsure]')).toHaveLength(0);
  });
});
