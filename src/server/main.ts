/** Starts the server: configuration, database and migrations, demo data, then HTTP. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { migrate, openDatabase } from './db/client.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './db/seed.js';
import { indexMissingEverywhere, warmSearchIndexes } from './modules/search/service.js';
import { createMailer } from './lib/mailer.js';
import { lockDataDir, PRIVATE_UMASK, restrictTree } from './lib/private-files.js';
import { storageFromConfig } from './lib/storage.js';
import { systemClock } from './lib/clock.js';
import { createThrottle } from './lib/throttle.js';
import { scheduleRetentionPurge } from './modules/data-rights/schedule.js';

function webRoot(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(dir, 'dist/web');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

async function main() {
  const started = performance.now();
  // Nothing the server creates (database files, uploads, mails with live links) is for other users.
  process.umask(PRIVATE_UMASK);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, gate: config.pgliteGate });
  await migrate(database);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom });
  const root = webRoot();
  const storage = storageFromConfig(config);
  const app = await buildApp({ config, database, mailer, webRoot: root, storage });
  const seeded = config.seedDemo ? await seedDemo(database.db) : false;
  // CVs without a search row (a database from before the candidate search) are indexed now.
  const indexed = await indexMissingEverywhere(database.db);
  if (indexed) app.log.info({ indexed }, 'candidate search: CVs indexed');
  if (database.kind === 'pglite') restrictTree(path.join(config.dataDir, 'pglite'));
  if (!root) app.log.warn('The web app is not built (dist/web): only the API is served. Run `npm run build`.');

  // The daily retention purge of every organisation (decision 035), logged run by run.
  const retentionPurge = scheduleRetentionPurge(database.db, { storage, mailer, throttle: createThrottle(database.db), clock: systemClock, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      retentionPurge.stop();
      await app.close();
      await database.close();
      mailer.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.documents.pool.preload();
  await app.listen({ port: config.port, host: config.host });
  // Launch Chromium now, off the request path, so the first CV render does not wait for it.
  app.documents.pool.warm().catch((error: unknown) => app.log.warn({ err: error }, 'Chromium could not be started; CV rendering will retry on first use'));
  // Read every organisation's search index now, one after another, off the request path (until one
  // is read, its searches are answered by the database).
  if (app.searchIndexes) void warmSearchIndexes(app.searchIndexes, database.db, app.log);
  const port = (app.server.address() as { port: number }).port;
  const base = config.baseDomain.replace(/:\d+$/, '');
  const lines = [
    `Talentfolio is ready in ${Math.round(performance.now() - started)} ms (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}; mail: ${mailer.describe}).`,
    `  Open http://localhost:${port} (organisation "${config.defaultOrganisation}") or http://<organisation>.${base}:${port}`,
  ];
  if (config.seedDemo) {
    lines.push(seeded ? '  Demo data seeded.' : '  Demo data present.', `  Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) lines.push(`    ${u.email.padEnd(22)} ${u.role.padEnd(44)} http://${u.organisation}.${base}:${port}/a/login`);
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
