import { describe, expect, it } from 'vitest';
import { developmentFamilies, HELD_OUT_GROUPS, WRITTEN_BY_PEOPLE_GROUPS } from '../protocol.js';
import { DEVELOPMENT_THEME_GROUPS, THEMES } from './external/themes.js';
import { FAMILIES } from './index.js';

describe('the layout families', () => {
  it('have unique names (a name picks one family for --families and the held-out split)', () => {
    const names = FAMILIES.map((f) => f.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('name only groups that exist in the protocol lists', () => {
    const groups = new Set(FAMILIES.map((f) => f.group));
    expect([...HELD_OUT_GROUPS, ...WRITTEN_BY_PEOPLE_GROUPS].filter((g) => !groups.has(g))).toEqual([]);
  });

  it('hold out exactly the themes not marked for development, and develop on the others', () => {
    const heldOutThemes = THEMES.filter((t) => !t.development).map((t) => `theme-${t.theme}`);
    expect(HELD_OUT_GROUPS.filter((g) => g.startsWith('theme-')).sort()).toEqual(heldOutThemes.sort());
    const developed = new Set(developmentFamilies().map((name) => FAMILIES.find((f) => f.name === name)!.group));
    expect(DEVELOPMENT_THEME_GROUPS.filter((g) => !developed.has(g))).toEqual([]);
  });
});
