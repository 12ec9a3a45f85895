import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../lib/i18n.js';
import { renderWithProviders, stubFetch } from '../test-utils.js';
import { SkillsSelector } from './skills-selector.js';

beforeAll(async () => {
  await i18next.loadNamespaces('cv');
});

function Harness({ initial, top = [] }: { initial: string[]; top?: string[] }) {
  const [skills, setSkills] = useState(initial);
  const [topSkills, setTopSkills] = useState(top);
  return (
    <>
      <SkillsSelector label="Skills" value={skills} onChange={setSkills} topSkills={topSkills} onTopSkillsChange={setTopSkills} />
      <output data-testid="value">{JSON.stringify(skills)}</output>
      <output data-testid="top">{JSON.stringify(topSkills)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent!) as string[];

describe('skills selector', () => {
  it('adds free text, suggests from autocomplete/skills and refuses duplicates whatever the case', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: { skills: ['TypeScript', 'Terraform'] } }));
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={['React']} />);
    const input = screen.getByRole('combobox', { name: 'Skills' });

    await user.type(input, 'Kubernetes{Enter}');
    expect(value()).toEqual(['React', 'Kubernetes']);

    await user.type(input, 'react{Enter}');
    expect(value()).toEqual(['React', 'Kubernetes']);
    expect(screen.getByTestId('skills-notice').textContent).toBe('react is already in the list.');

    await user.clear(input);
    await user.type(input, 'T');
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/autocomplete/skills?q=T'))).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'Terraform', hidden: true }));
    expect(value()).toEqual(['React', 'Kubernetes', 'Terraform']);
  });

  it('stops at 40 skills with a clear message', async () => {
    stubFetch(() => ({ status: 200, body: { skills: [] } }));
    const user = userEvent.setup();
    const forty = Array.from({ length: 40 }, (_, i) => `Skill ${i + 1}`);
    renderWithProviders(<Harness initial={forty} />);
    expect(screen.getByTestId('skills-notice').textContent).toBe('You have reached the limit of 40 skills. Remove one to add another.');
    await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'One more{Enter}');
    expect(value()).toHaveLength(40);
    expect(value()).not.toContain('One more');
  });

  it('marks the first five skills as top skills until others are chosen', async () => {
    stubFetch(() => ({ status: 200, body: { skills: [] } }));
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={['A', 'B', 'C', 'D', 'E', 'F']} />);
    const chips = screen.getAllByRole('checkbox');
    expect(chips.map((c) => (c as HTMLInputElement).checked)).toEqual([true, true, true, true, true, false]);
    await user.click(screen.getByLabelText('F'));
    expect(JSON.parse(screen.getByTestId('top').textContent!)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });
});
