/**
 * The search's skills (§3 Skill `mod`, §5): a typeahead of the skills vocabulary (200 ms), each skill
 * added as must-have, nice-to-have or must-not-have (the kind chosen beside the box), once by name;
 * quotes and braces become a single quote. A skill's chip changes its kind or removes it.
 */
import { Autocomplete, Chip, CloseButton, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SKILLS_LIMIT } from '../../../shared/constants.js';
import type { SearchSkill } from '../../../shared/schemas/search.js';
import { useSkillSuggestions } from '../../components/api/get-skills.js';
import { addSkill } from './search-params.js';

const MODS = [0, 1, 2] as const;
const MOD_KEYS = { 0: 'mustHave', 1: 'niceToHave', 2: 'mustNotHave' } as const;
const MOD_COLOURS = { 0: 'teal', 1: 'blue', 2: 'red' } as const;

export function SkillFilter({ value, onChange }: { value: SearchSkill[]; onChange: (skills: SearchSkill[]) => void }) {
  const { t } = useTranslation('candidates');
  const [search, setSearch] = useState('');
  const [mod, setMod] = useState<SearchSkill['mod']>(0);
  const [notice, setNotice] = useState<string | null>(null);
  // Enter on a highlighted suggestion picks it (the box's own handling runs after ours): the typed text is then not added.
  const picked = useRef(false);
  const taken = new Set(value.map((s) => s.name.toLocaleLowerCase()));
  const suggestions = [...new Set(useSkillSuggestions(search))].filter((s) => !taken.has(s.toLocaleLowerCase()));

  function add(name: string) {
    if (!name.trim()) return;
    if (value.length >= SKILLS_LIMIT) return setNotice(t('skills.limit', { limit: SKILLS_LIMIT }));
    const next = addSkill(value, name, mod);
    setNotice(next === value ? t('skills.duplicate', { skill: name.trim() }) : null);
    if (next !== value) onChange(next);
    setSearch('');
  }

  return (
    <Stack gap={6} data-testid="skill-filter">
      <Text size="sm" fw={500} id="skill-filter-label">
        {t('skills.label')}
      </Text>
      <Chip.Group value={String(mod)} onChange={(v) => setMod(Number(v) as SearchSkill['mod'])}>
        <Group gap={6} role="radiogroup" aria-label={t('skills.kind')} data-testid="skill-mod">
          {MODS.map((m) => (
            <Chip key={m} value={String(m)} size="xs" color={MOD_COLOURS[m]}>
              {t(`skills.${MOD_KEYS[m]}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Autocomplete
        aria-labelledby="skill-filter-label"
        placeholder={t('skills.placeholder')}
        value={search}
        onChange={(text) => {
          setSearch(text);
          setNotice(null);
        }}
        data={suggestions}
        filter={({ options }) => options}
        onOptionSubmit={(option) => {
          picked.current = true;
          add(option);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const typed = search;
          picked.current = false;
          setTimeout(() => {
            if (!picked.current) add(typed);
            picked.current = false;
          }, 0);
        }}
        data-testid="skill-input"
      />
      {notice && (
        <Text size="xs" c="orange.8" role="status" data-testid="skill-notice">
          {notice}
        </Text>
      )}
      {value.length > 0 && (
        <Group gap={6} data-testid="skill-chips">
          {value.map((skill) => (
            <Group
              key={skill.name}
              gap={2}
              wrap="nowrap"
              pl={8}
              pr={2}
              bg={`${MOD_COLOURS[skill.mod]}.0`}
              c={`${MOD_COLOURS[skill.mod]}.9`}
              style={{ borderRadius: 12, border: `1px solid var(--mantine-color-${MOD_COLOURS[skill.mod]}-3)` }}
              data-testid="skill-chip"
              data-mod={skill.mod}
            >
              <Menu position="bottom-start" withinPortal>
                <Menu.Target>
                  <UnstyledButton fz="xs" aria-label={t('skills.change', { skill: skill.name, kind: t(`skills.${MOD_KEYS[skill.mod]}`) })}>
                    {skill.mod === 2 ? '−' : skill.mod === 0 ? '+' : '~'} {skill.name}
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  {MODS.map((m) => (
                    <Menu.Item key={m} onClick={() => onChange(value.map((s) => (s.name === skill.name ? { ...s, mod: m } : s)))} disabled={m === skill.mod}>
                      {t(`skills.${MOD_KEYS[m]}`)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
              <CloseButton size="xs" aria-label={t('skills.remove', { skill: skill.name })} onClick={() => onChange(value.filter((s) => s.name !== skill.name))} />
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  );
}
