// Bundles the server (src/server/main.ts and what it imports of src/shared) into dist/server/main.js,
// and the resume parse worker (src/server/documents/parse-worker.ts) into dist/server/parse-worker.js
// beside it, where the parse pool looks for it. Dependencies stay external: they are installed in
// node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', 'parse-worker': 'src/server/documents/parse-worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
