// Starts the parse worker from source (tests, `npm run dev`, scripts run with tsx): registers tsx in
// this thread, then loads the TypeScript worker. The built server starts dist/server/parse-worker.js
// directly and never loads this file.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
