import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import direction (DESIGN §3): shared ← cv ← server, shared ← cv ← web; shared and cv do no I/O. */
const forbid = (patterns, message) => ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**', 'bench/**', '*.config.*', 'e2e/**'], languageOptions: { globals: globals.node } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': forbid(['**/server/**', '**/web/**', '**/cv/**', 'node:*', 'fs', 'path', 'pg', '@electric-sql/*', 'react', 'react-dom'], 'src/shared is isomorphic and does no I/O.'),
    },
  },
  {
    files: ['src/cv/**'],
    rules: { 'no-restricted-imports': forbid(['**/server/**', '**/web/**', 'node:fs', 'node:net', 'pg', '@electric-sql/*'], 'src/cv is the pure CV core: no I/O, no server or web imports.') },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': forbid(['**/web/**'], 'The server never imports the web app.') },
  },
  {
    files: ['src/web/**'],
    rules: { 'no-restricted-imports': forbid(['**/server/**'], 'The web app never imports the server.') },
  },
);
