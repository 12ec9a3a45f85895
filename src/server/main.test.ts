/** The real entry point: starts, prints the sign-ins, refuses bad configuration, shuts down gracefully. */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { chmodSync, existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './lib/storage.js';

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Until the server printed its sign-ins (it is up), or exited, or the time is up: a first start
 * migrates and seeds a new database, which takes a while on a busy machine. Nothing here measures
 * speed (that is the benchmarks' job).
 */
async function ready(server: ReturnType<typeof start>, ms = 90_000): Promise<void> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  for (const end = Date.now() + ms; Date.now() < end && !exited && !server.output().includes('Demo sign-ins'); ) await new Promise((r) => setTimeout(r, 50));
}

describe('main', () => {
  it('starts on a new data directory, seeds, prints the demo sign-ins, serves, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tf-main-'));
    const port = 3900 + Math.floor(Math.random() * 90);
    const server = start({ DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'development' });
    await ready(server);
    expect(server.output()).toContain(`Open http://localhost:${port}`);
    expect(server.output()).toContain('recruiter@acme.test');
    expect(server.output()).toContain('Talentfolio-demo-2026');

    // A request in flight when the signal arrives still gets its answer: its headers are sent and
    // received first, the signal follows, and only then does the rest of its body arrive.
    const body = JSON.stringify({ user: { email: 'admin@demo.test', password: 'Talentfolio-demo-2026' } });
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.flushHeaders();
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 300);
    });
    expect(await inFlight).toBe(200);
    expect(await server.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 150_000);

  it('keeps everything under DATA_DIR owner-only: database files, uploads, outbox mails, the session secret', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tf-main-'));
    chmodSync(dataDir, 0o755); // as an older version (or a plain mkdir) left it
    const port = 3900 + Math.floor(Math.random() * 90);
    // The embedded database (whose files are the point here), also when the suite runs on PostgreSQL.
    const server = start({ DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'development', DATABASE_URL: '' });
    try {
      await ready(server);
      const host = { host: `demo.localhost:${port}` };
      // A mail with a live sign-up link, and an uploaded file.
      const signup = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...host },
        body: JSON.stringify({ user: { email: 'owner-only@example.test', password: 'Owner-only-2026', first_name: 'Olga', last_name: 'Owner' } }),
      });
      expect(signup.status).toBe(202);
      const outbox = path.join(dataDir, 'outbox');
      for (let i = 0; i < 100 && !(existsSync(outbox) && readdirSync(outbox).length); i++) await new Promise((r) => setTimeout(r, 50));
      const files = createLocalStorage(path.join(dataDir, 'files'));
      await files.put('org-1/agreements/probe.pdf', new Uint8Array([37, 80, 68, 70]), { contentType: 'application/pdf', fileName: 'probe.pdf' });

      const open: string[] = [];
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if ((statSync(full).mode & 0o077) !== 0) open.push(`${(statSync(full).mode & 0o777).toString(8)} ${path.relative(dataDir, full)}`);
          if (entry.isDirectory()) walk(full);
        }
      };
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      walk(dataDir);
      expect(readdirSync(outbox).length).toBeGreaterThan(0);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'session-secret'))).toBe(true);
      expect(open).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 150_000);

  it('refuses to start in production without SESSION_SECRET, naming the variable', async () => {
    const server = start({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tf-main-')), NODE_ENV: 'production', SESSION_SECRET: '' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('SESSION_SECRET: required in production');
  }, 30_000);
});
