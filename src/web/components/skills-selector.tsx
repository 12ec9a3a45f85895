/**
 * Skills selector (§2, §5, §9): suggestions from `GET autocomplete/skills` (200 ms), free text, no
 * duplicates (case-insensitive), at most 40 skills, and the top skills (by default the first 5).
 */
import { Chip, Group, Stack, TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effectiveTopSkills } from '../../shared/schemas/cv.js';
import { SKILLS_LIMIT } from '../../shared/constants.js';
import { useSkillSuggestions } from './api/get-skills.js';

const sameSkill = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
export const hasSkill = (skills: readonly string[], name: string) => skills.some((s) => sameSkill(s, name));

export type SkillsSelectorProps = {
  label: string;
  value: string[];
  onChange: (skills: string[]) => void;
  topSkills: string[];
  onTopSkillsChange: (top: string[]) => void;
  error?: string;
};

export function SkillsSelector({ label, value, onChange, topSkills, onTopSkillsChange, error }: SkillsSelectorProps) {
  const { t } = useTranslation('cv');
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const suggestions = useSkillSuggestions(search).filter((s) => !hasSkill(value, s));
  const top = effectiveTopSkills({ skills: value, top_skills: topSkills });
  const full = value.length >= SKILLS_LIMIT;

  const change = (next: string[]) => {
    setNotice(null);
    const cleaned = next.map((s) => s.trim()).filter(Boolean);
    onChange(cleaned);
    // Removed skills leave the top skills too.
    if (topSkills.some((s) => !hasSkill(cleaned, s))) onTopSkillsChange(topSkills.filter((s) => hasSkill(cleaned, s)));
  };

  return (
    <Stack gap="xs" {...(error ? { 'data-cv-error': true } : {})}>
      <TagsInput
        label={label}
        description={t('widgets.skills.description', { limit: SKILLS_LIMIT })}
        value={value}
        onChange={change}
        searchValue={search}
        onSearchChange={setSearch}
        data={[...new Set(suggestions)]}
        maxTags={SKILLS_LIMIT}
        onMaxTags={() => setNotice(t('widgets.skills.limit', { limit: SKILLS_LIMIT }))}
        isDuplicate={(name, current) => hasSkill(current, name)}
        onDuplicate={(name) => setNotice(t('widgets.skills.duplicate', { skill: name.trim() }))}
        splitChars={[',']}
        acceptValueOnBlur={false}
        clearable={false}
        error={error}
        data-testid="skills-input"
      />
      {(notice || full) && (
        <Text size="sm" c={notice ? 'orange.8' : 'dimmed'} role="status" data-testid="skills-notice">
          {notice ?? t('widgets.skills.limit', { limit: SKILLS_LIMIT })}
        </Text>
      )}
      {value.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="top-skills-label">
            {t('widgets.skills.topSkills')}
          </Text>
          <Text size="xs" c="dimmed">
            {topSkills.length ? t('widgets.skills.topChosen') : t('widgets.skills.topDefault')}
          </Text>
          <Group gap={6} role="group" aria-labelledby="top-skills-label" data-testid="top-skills">
            {value.map((skill) => {
              const checked = hasSkill(top, skill);
              return (
                <Chip
                  key={skill}
                  size="xs"
                  checked={checked}
                  onChange={() => {
                    const next = checked ? top.filter((s) => !sameSkill(s, skill)) : [...top, skill];
                    // Keep the skills' order so the CV lists top skills as the skills list does.
                    onTopSkillsChange(value.filter((s) => hasSkill(next, s)));
                  }}
                >
                  {skill}
                </Chip>
              );
            })}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
