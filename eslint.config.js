import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import direction (DESIGN §3): shared ← cv ← server, shared ← cv ← web; shared and cv do no I/O. */
const forbid = (patterns, message) => ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }];

/**
 * The web app's layers (DESIGN §3): a feature imports only from lib/, components/, app/ and shared
 * code, never from another feature (what two features share moves to components/ or lib/).
 */
const webFeatures = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: './src/web/features',
  except: [`./${feature}`],
  message: 'A feature does not import another feature: move what both need to src/web/components or src/web/lib.',
}));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', '.tmp-scripts/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**', 'bench/**', 'fixtures/**', '*.config.*', 'e2e/**'], languageOptions: { globals: globals.node } },
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
    // Tenancy (docs/architecture.md): a repository reaches the database through `tenantDb(scope)` only.
    // The organisations table (the tenants themselves) is the one named exception: read by the
    // organisation module, and written by the admin panel's (which writes inside a new tenant through tenantDb).
    files: ['src/server/modules/*/repository.ts'],
    ignores: ['src/server/modules/organisation/repository.ts', 'src/server/modules/panel/repository.ts'],
    rules: {
      'no-restricted-imports': forbid(
        ['**/web/**', '**/db/client.js', '**/db/client', 'pg', 'drizzle-orm/pglite', 'drizzle-orm/node-postgres'],
        'A repository takes the tenant scope and queries through tenantDb(scope), never a database executor.',
      ),
    },
  },
  {
    files: ['src/web/**'],
    rules: { 'no-restricted-imports': forbid(['**/server/**'], 'The web app never imports the server.') },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Source imports name the emitted `.js` file of a `.ts`/`.tsx` module.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    // The rules of hooks; the React Compiler's rules of the plugin's recommended set wait until the app adopts the compiler.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['src/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
);
