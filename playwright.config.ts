import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './src/server/documents/chromium.js';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The local OpenID provider `e2e/linkedin.spec.ts` starts: LinkedIn sign-in is set up against it. */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 50);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Limits for a hang, not goals (speed is measured by the benchmarks): twice as long on CI, whose
  // machine may be shared with other work (a run beside it took twice as long).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 14_000 : 7_000 },
  use: {
    baseURL: `http://demo.localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: '.tmp/e2e-data',
      BASE_DOMAIN: `localhost:${PORT}`,
      // (E2E_LOG_LEVEL=info prints every request and why a session was refused.)
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'test',
      LINKEDIN_ISSUER: `http://localhost:${OIDC_PORT}`,
      LINKEDIN_CLIENT_ID: 'talentfolio-e2e',
      LINKEDIN_CLIENT_SECRET: 'e2e-secret',
    },
  },
});
