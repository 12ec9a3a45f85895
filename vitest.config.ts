import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['src/shared/**/*.test.ts', 'src/cv/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The migrated, seeded database every API test file copies (src/server/test/helper.ts).
          globalSetup: ['./src/server/test/database-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/web/test-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
