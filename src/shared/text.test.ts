import { describe, expect, it } from 'vitest';
import { cleanText, findTextBreach, hasForbiddenCharacters } from './text.js';

describe('the storage rule for text', () => {
  it('refuses NUL and unpaired surrogates, keeps paired ones', () => {
    expect(hasForbiddenCharacters('a\u0000b')).toBe(true);
    expect(hasForbiddenCharacters('a\ud800b')).toBe(true);
    expect(hasForbiddenCharacters('\udfff')).toBe(true);
    expect(hasForbiddenCharacters('😀 Ünïcødé')).toBe(false);
  });

  it('cleans extracted text: NUL and controls dropped, a lone surrogate replaced', () => {
    expect(cleanText('Jo\u0000hn\u0007 \ud800x\tok')).toBe('John \ufffdx\tok');
  });

  it('finds the first breach in a JSON value with its path, keys included', () => {
    expect(findTextBreach({ basics: { name: 'Eva', profiles: [{ url: 'x\u0000' }] } })).toEqual({ kind: 'forbidden', path: ['basics', 'profiles', '0', 'url'] });
    expect(findTextBreach({ ['k\u0000']: 1 })).toEqual({ kind: 'forbidden', path: ['k'] });
    expect(findTextBreach({ a: ['fine', 1, null, true] })).toBeNull();
  });

  it('bounds nesting and size only when asked', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 40; i++) deep = { a: deep };
    expect(findTextBreach(deep)).toBeNull();
    expect(findTextBreach(deep, { maxDepth: 32 })?.kind).toBe('tooDeep');
    expect(findTextBreach(Array.from({ length: 50 }, () => 1), { maxNodes: 10 })?.kind).toBe('tooMany');
  });
});
