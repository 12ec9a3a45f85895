/** `GET /api/auth` under load with autocannon: throughput, latency, and how the answers split. */
import autocannon from 'autocannon';

export type LoadFigures = {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers by status class: served (2xx), refused as busy (503), anything else (non-2xx other than 503). */
  ok: number;
  busy: number;
  otherStatus: number;
  /** Requests with no answer within autocannon's timeout, and socket errors. */
  timeouts: number;
  errors: number;
};

export async function benchAuth(url: string, options: { seconds?: number; connections?: number; timeoutSeconds?: number } = {}): Promise<LoadFigures> {
  const { seconds = 8, connections = 50, timeoutSeconds = 30 } = options;
  const host = `demo.localhost:${new URL(url).port}`;
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host },
    body: JSON.stringify({ user: { email: 'recruiter@demo.test', password: 'Talentfolio-demo-2026' } }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { session } = (await login.json()) as { session: { jwt: string } };
  let busy = 0;
  const result = await autocannon({
    url: `${url}/api/auth`,
    connections,
    duration: seconds,
    timeout: timeoutSeconds,
    headers: { authorization: `Bearer ${session.jwt}`, host },
    setupClient: (client) => {
      client.on('response', (statusCode: number) => {
        if (statusCode === 503) busy++;
      });
    },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    ok: result['2xx'],
    busy,
    otherStatus: result.non2xx - busy,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
  };
}

/** One line for the bench table. */
export const describeLoad = (f: LoadFigures) =>
  `${f.rps.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms; ${f.ok} served, ${f.busy} × 503, ${f.timeouts} unanswered`;
