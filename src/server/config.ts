/** Configuration from the environment, validated once at start with messages a person can act on. */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_GATE, type GateOptions } from './db/gate.js';
import { privateDirSync } from './lib/private-files.js';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'PORT must be a number, e.g. 3000.' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL, or unset to use the embedded database in DATA_DIR.')
    .optional(),
  DEFAULT_ORGANISATION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'DEFAULT_ORGANISATION must be a subdomain such as "demo".')
    .default('demo'),
  BASE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'BASE_DOMAIN must be a host name with an optional port, e.g. talentfolio.example or localhost:3000.')
    .optional(),
  PUBLIC_PROTOCOL: z.enum(['http', 'https']).optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters long.').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL, or unset to write mails as .eml files.')
    .optional(),
  MAIL_FROM: z.string().default('Talentfolio <no-reply@talentfolio.local>'),
  CHROMIUM_PATH: z.string().optional(),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  PARSE_WORKERS: z.coerce.number({ error: 'PARSE_WORKERS must be a whole number of threads, e.g. 2.' }).int().min(1).max(64).optional(),
  PARSE_QUEUE_LIMIT: z.coerce.number({ error: 'PARSE_QUEUE_LIMIT must be a whole number, e.g. 16.' }).int().min(0).max(10_000).default(16),
  PARSE_TIMEOUT_SECONDS: z.coerce.number({ error: 'PARSE_TIMEOUT_SECONDS must be a number of seconds, e.g. 15.' }).min(1).max(600).default(15),
  PARSE_MEMORY_MB: z.coerce.number({ error: 'PARSE_MEMORY_MB must be a whole number of megabytes, e.g. 256.' }).int().min(64).max(16_384).default(256),
  LINKEDIN_ISSUER: z.url({ protocol: /^https?$/, error: 'LINKEDIN_ISSUER must be the OpenID issuer URL, e.g. https://www.linkedin.com/oauth.' }).optional(),
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  LINKEDIN_SCOPE: z.string().min(1).default('openid profile email'),
  PGLITE_QUEUE_LIMIT: z.coerce.number({ error: 'PGLITE_QUEUE_LIMIT must be a whole number, e.g. 256.' }).int().min(1).max(100_000).default(DEFAULT_GATE.maxQueue),
  SEARCH_INDEX: z.enum(['database', 'memory'], { error: "SEARCH_INDEX must be 'database' or 'memory'." }).optional(),
  PGLITE_QUEUE_TIMEOUT_MS: z.coerce
    .number({ error: 'PGLITE_QUEUE_TIMEOUT_MS must be a number of milliseconds, e.g. 3000.' })
    .int()
    .min(10)
    .max(600_000)
    .default(DEFAULT_GATE.maxWaitMs),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  defaultOrganisation: string;
  baseDomain: string;
  publicProtocol: 'http' | 'https';
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  chromiumPath: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** The resume parse pool (decision 012): worker threads (unset: cores − 1, 1 to 4), waiting files at most, time and heap limit of one read. */
  parse: { workers: number | undefined; queueLimit: number; timeoutMs: number; memoryMb: number };
  /** The queue in front of the embedded database: waiting statements at most, and how long one may wait. */
  pgliteGate: GateOptions;
  /** Sign-in with LinkedIn (OpenID Connect); null when its client id is not set (the button is hidden). */
  linkedin: OidcProviderConfig | null;
  /**
   * Where the candidate search finds its matches: an index in memory fed by the projection's changes,
   * kept on disk as snapshots in `DATA_DIR/search-index` (the default on a PostgreSQL server), or the
   * database's statements (the default on the embedded database). The database answers while an
   * organisation's index is first read (decision 022, fifth and ninth rounds).
   */
  searchIndex: 'database' | 'memory';
};

/** An OpenID Connect provider: its issuer (discovery at `/.well-known/openid-configuration`), client and scopes. */
export type OidcProviderConfig = { issuer: string; clientId: string; clientSecret: string; scope: string };

export class ConfigError extends Error {}

/** Reads and validates the environment. Outside production a session secret is generated once and kept in DATA_DIR. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production (at least 32 random characters, e.g. `openssl rand -base64 48`).');
  }
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  const port = overrides.port ?? e.PORT;
  const sessionSecret = overrides.sessionSecret ?? e.SESSION_SECRET ?? localSessionSecret(dataDir);
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    defaultOrganisation: e.DEFAULT_ORGANISATION,
    baseDomain: (e.BASE_DOMAIN ?? `localhost:${port}`).toLowerCase(),
    publicProtocol: e.PUBLIC_PROTOCOL ?? (production ? 'https' : 'http'),
    sessionSecret,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    chromiumPath: e.CHROMIUM_PATH,
    seedDemo: e.SEED_DEMO === 'auto' ? !production : e.SEED_DEMO === 'true' && !production,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    parse: { workers: e.PARSE_WORKERS, queueLimit: e.PARSE_QUEUE_LIMIT, timeoutMs: Math.round(e.PARSE_TIMEOUT_SECONDS * 1000), memoryMb: e.PARSE_MEMORY_MB },
    pgliteGate: { maxQueue: e.PGLITE_QUEUE_LIMIT, maxWaitMs: e.PGLITE_QUEUE_TIMEOUT_MS },
    linkedin: linkedinConfig(e),
    // In memory on a PostgreSQL server (decision 022, ninth round); the embedded database answers its own searches.
    searchIndex: e.SEARCH_INDEX ?? (e.DATABASE_URL ? 'memory' : 'database'),
    ...overrides,
  };
}

/** LinkedIn is on when its client id is set; then the issuer and secret must be set too. */
function linkedinConfig(e: z.infer<typeof envSchema>): OidcProviderConfig | null {
  if (!e.LINKEDIN_CLIENT_ID) return null;
  const missing = [!e.LINKEDIN_ISSUER && 'LINKEDIN_ISSUER (e.g. https://www.linkedin.com/oauth)', !e.LINKEDIN_CLIENT_SECRET && 'LINKEDIN_CLIENT_SECRET'].filter(Boolean);
  if (missing.length) throw new ConfigError(`Invalid configuration:\n  LINKEDIN_CLIENT_ID is set, so these are needed too: ${missing.join(', ')}.`);
  return { issuer: e.LINKEDIN_ISSUER!.replace(/\/+$/, ''), clientId: e.LINKEDIN_CLIENT_ID, clientSecret: e.LINKEDIN_CLIENT_SECRET!, scope: e.LINKEDIN_SCOPE };
}

function localSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  privateDirSync(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
