import { describe, expect, it } from 'vitest';
import { HELD_OUT_GROUPS, WRITTEN_BY_PEOPLE_GROUPS } from '../protocol.js';
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
});
