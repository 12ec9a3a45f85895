/**
 * Boots the real app for `inject`: a fresh database per test file (in-memory PGlite, or a new
 * database on the PostgreSQL server named by DATABASE_URL), migrated and seeded with the demo data —
 * copied from the one the run's global setup built (`database-template.ts`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppParts } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { migrate, openDatabase, type Database } from '../db/client.js';
import { seedDemo } from '../db/seed.js';
import { createMailer, type Mailer } from '../lib/mailer.js';
import { storageFromConfig } from '../lib/storage.js';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
  /** Signs in and answers the session token (people for a test come from `factories.ts`, which sign them in). */
  signIn(email: string, options: { host?: string; password: string }): Promise<string>;
};

/** A new database on the server of `url`: empty, or a copy of `template`. */
async function freshPostgres(url: string, template: string | null): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `tf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return {
    url: testUrl.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // pg's pool.end() resolves before its sockets have closed: wait for the test's connections to go,
      // so the forced drop does not kill one that is still closing (an unhandled 57P01 in the client).
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  options: { mailer?: Mailer; config?: Partial<Config>; seed?: boolean; logger?: AppParts['logger']; clock?: AppParts['clock'] } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talentfolio-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', BASE_DOMAIN: 'localhost:3000' },
    { dataDir, sessionSecret: randomBytes(32).toString('hex'), ...options.config },
  );
  // The seeded database of the run's global setup, when the file wants the demo data.
  const seeded = options.seed !== false ? inject('testDatabaseTemplate') : undefined;
  const pgUrl = process.env.DATABASE_URL;
  const pgDb = pgUrl ? await freshPostgres(pgUrl, seeded?.kind === 'postgres' ? seeded.template : null) : null;
  const fromDump = !pgDb && seeded?.kind === 'pglite' ? new Blob([readFileSync(seeded.dumpFile)]) : undefined;
  const database = await openDatabase(pgDb ? { databaseUrl: pgDb.url } : { inMemory: true, fromDump, gate: config.pgliteGate });
  if (!seeded) {
    await migrate(database);
    if (options.seed !== false) await seedDemo(database.db);
  }
  const mailer = options.mailer ?? createMailer({ outboxDir: path.join(dataDir, 'outbox'), from: config.mailFrom });
  const app = await buildApp({ config, database, mailer, webRoot: null, logger: options.logger ?? false, storage: storageFromConfig(config), clock: options.clock });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
    },
    async signIn(email, { host = 'demo.localhost:3000', password }) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { host }, payload: { user: { email, password } } });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().session.jwt as string;
    },
  };
}

export const bearer = (jwt: string, host = 'demo.localhost:3000') => ({ authorization: `Bearer ${jwt}`, host });

/** A signed link whose signature's first character is another one: always a forgery (a fixed replacement matches one link in 64). */
export function tamperedSignature(url: string): string {
  return url.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
}
