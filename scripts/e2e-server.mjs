// The server for end-to-end tests: the built product on a fresh embedded database.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? '.tmp/e2e-data', { recursive: true, force: true });
await import('../dist/server/main.js');
