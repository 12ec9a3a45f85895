/** `GET /api/auth` under load: 50 connections, autocannon. */
import autocannon from 'autocannon';

export async function benchAuth(url: string, seconds = 8): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: `demo.localhost:${new URL(url).port}` },
    body: JSON.stringify({ user: { email: 'recruiter@demo.test', password: 'Talentfolio-demo-2026' } }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { session } = (await login.json()) as { session: { jwt: string } };
  const result = await autocannon({
    url: `${url}/api/auth`,
    connections: 50,
    duration: seconds,
    headers: { authorization: `Bearer ${session.jwt}`, host: `demo.localhost:${new URL(url).port}` },
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}
