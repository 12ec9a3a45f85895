/** `npm run db:migrate`, `npm run db:seed` and `npm run search:reindex` (on PGlite in DATA_DIR, or DATABASE_URL). */
import { loadConfig } from '../config.js';
import { reindexEverywhere } from '../modules/search/service.js';
import { migrate, openDatabase } from './client.js';
import { seedDemo } from './seed.js';

const command = process.argv[2];
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  if (command === 'seed') {
    if (config.env === 'production') {
      console.error('Refusing to seed demo users in production.');
      process.exitCode = 1;
    } else {
      console.log((await seedDemo(database.db)) ? 'Demo data seeded.' : 'Demo data already present; nothing to do.');
    }
  } else if (command === 'reindex') {
    const started = performance.now();
    const total = await reindexEverywhere(database.db, (organisationId, done) => {
      if (done % 10_000 === 0) console.log(`  organisation ${organisationId}: ${done} CVs`);
    });
    console.log(`Candidate search rebuilt: ${total} CVs read in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } else {
    console.log('Migrations applied.');
  }
} finally {
  await database.close();
}
