import { describe, expect, it } from 'vitest';
import { defaultInterfaceLanguageFor, isEducationLevelHidden, SPECIAL_SUBDOMAIN_CODES } from './editions.js';

describe('editions (§1)', () => {
  it('the education level is hidden for Switzerland, Netherlands and Belgium', () => {
    expect(['CH', 'NL', 'BE', 'nl'].map(isEducationLevelHidden)).toEqual([true, true, true, true]);
    expect(['GB', 'AU', 'FR', null].map(isEducationLevelHidden)).toEqual([false, false, false, false]);
  });
  it('special subdomain codes rwae, rwus, rwau and rwnz name their editions', () => {
    expect(Object.keys(SPECIAL_SUBDOMAIN_CODES).sort()).toEqual(['rwae', 'rwau', 'rwnz', 'rwus']);
    expect(SPECIAL_SUBDOMAIN_CODES.rwae.edition).toBe('uae');
    expect(SPECIAL_SUBDOMAIN_CODES.rwnz.edition).toBe('anz');
  });
  it('one site subdomain defaults to Spanish, every other to English', () => {
    expect(defaultInterfaceLanguageFor('latam')).toBe('es');
    expect(defaultInterfaceLanguageFor('demo')).toBe('en');
  });
});
