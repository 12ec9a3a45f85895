/** `npm run db:migrate` and `npm run db:seed`. */
import { loadConfig } from '../config.js';
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
  } else {
    console.log('Migrations applied.');
  }
} finally {
  await database.close();
}
