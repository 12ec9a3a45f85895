/** The real entry point: starts, prints the sign-ins, refuses bad configuration, shuts down gracefully. */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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

describe('main', () => {
  it('starts on a new data directory, seeds, prints the demo sign-ins, serves, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tf-main-'));
    const port = 3900 + Math.floor(Math.random() * 90);
    const server = start({ DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'development' });
    for (let i = 0; i < 300 && !server.output().includes('Demo sign-ins'); i++) await new Promise((r) => setTimeout(r, 50));
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
  }, 60_000);

  it('refuses to start in production without SESSION_SECRET, naming the variable', async () => {
    const server = start({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tf-main-')), NODE_ENV: 'production', SESSION_SECRET: '' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('SESSION_SECRET: required in production');
  }, 30_000);
});
