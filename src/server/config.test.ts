import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dir = () => mkdtempSync(path.join(tmpdir(), 'tf-config-'));

describe('configuration', () => {
  it('has the documented defaults', () => {
    const dataDir = dir();
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c).toMatchObject({ port: 3000, defaultOrganisation: 'demo', baseDomain: 'localhost:3000', databaseUrl: undefined, smtpUrl: undefined, seedDemo: true });
    // A session secret is generated once and kept in DATA_DIR.
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(c.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(c.sessionSecret);
  });

  it('searches candidates in memory on a PostgreSQL server and in the embedded database otherwise, unless SEARCH_INDEX says', () => {
    const url = 'postgres://talentfolio@localhost:5432/talentfolio';
    expect(loadConfig({ DATA_DIR: dir() }).searchIndex).toBe('database');
    expect(loadConfig({ DATA_DIR: dir(), DATABASE_URL: url }).searchIndex).toBe('memory');
    expect(loadConfig({ DATA_DIR: dir(), DATABASE_URL: url, SEARCH_INDEX: 'database' }).searchIndex).toBe('database');
    expect(loadConfig({ DATA_DIR: dir(), SEARCH_INDEX: 'memory' }).searchIndex).toBe('memory');
    expect(() => loadConfig({ DATA_DIR: dir(), SEARCH_INDEX: 'disk' })).toThrow(/SEARCH_INDEX must be 'database' or 'memory'/);
  });

  it('production refuses to start without SESSION_SECRET and never seeds', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir() })).toThrow(/SESSION_SECRET: required in production/);
    const c = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir(), SESSION_SECRET: 'x'.repeat(40), SEED_DEMO: 'true' });
    expect(c.seedDemo).toBe(false);
    expect(c.publicProtocol).toBe('https');
  });

  it('names every invalid variable with a message a person can act on', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x', DATA_DIR: dir() });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT: PORT must be a number');
      expect(message).toContain('DATABASE_URL: DATABASE_URL must be a postgres:// URL');
      expect(message).toContain('SMTP_URL: SMTP_URL must be an smtp:// or smtps:// URL');
    }
  });

  it('turns LinkedIn sign-in on with its client id, and then asks for the issuer and secret', () => {
    expect(loadConfig({ DATA_DIR: dir() }).linkedin).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dir(), LINKEDIN_CLIENT_ID: 'abc' })).toThrow(/LINKEDIN_CLIENT_ID is set, so these are needed too: LINKEDIN_ISSUER .*, LINKEDIN_CLIENT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dir(), LINKEDIN_CLIENT_ID: 'abc', LINKEDIN_CLIENT_SECRET: 's', LINKEDIN_ISSUER: 'linkedin' })).toThrow(/LINKEDIN_ISSUER must be the OpenID issuer URL/);
    const c = loadConfig({ DATA_DIR: dir(), LINKEDIN_CLIENT_ID: 'abc', LINKEDIN_CLIENT_SECRET: 's', LINKEDIN_ISSUER: 'https://www.linkedin.com/oauth/' });
    expect(c.linkedin).toEqual({ issuer: 'https://www.linkedin.com/oauth', clientId: 'abc', clientSecret: 's', scope: 'openid profile email' });
  });
});
