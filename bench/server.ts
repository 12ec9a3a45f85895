/** Starts the built server as a child process and measures the time until /api/ready answers. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type RunningServer = { url: string; port: number; startMs: number; stop(): Promise<void> };

export async function startServer(options: { port: number; dataDir?: string; env?: Record<string, string> }): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tf-bench-'));
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean), 'dist/server/main.js'], {
    env: { ...process.env, PORT: String(options.port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', BASE_DOMAIN: `localhost:${options.port}`, ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
    if (performance.now() - started > 60_000) throw new Error('server did not become ready within 60 s');
  }
  const startMs = performance.now() - started;
  return {
    url,
    port: options.port,
    startMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
