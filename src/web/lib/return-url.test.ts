import { afterEach, describe, expect, it } from 'vitest';
import { clearReturnUrl, rememberReturnUrl, storedReturnUrl } from './return-url.js';

afterEach(() => clearReturnUrl());

describe('the return address (§2)', () => {
  it('remembers a requested page with its query', () => {
    rememberReturnUrl(new URL('http://demo.localhost/profile/preferences?tab=2'));
    expect(storedReturnUrl()).toBe('/profile/preferences?tab=2');
  });

  it('never remembers the root, the login area or the one-time LinkedIn callback of a sign-in pop-up', () => {
    for (const url of ['http://demo.localhost/', 'http://demo.localhost/a/login', 'http://demo.localhost/a', 'http://demo.localhost/oauth/linkedin?code=abc&state=def']) {
      rememberReturnUrl(new URL(url));
      expect(storedReturnUrl(), url).toBeNull();
    }
  });
});
