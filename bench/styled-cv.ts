/** `POST /api/organisation/agreements/{id}/styled_cvs` against a running server: HTML + A4 page count. */
// Every demo CV once in each version before measuring: the first render of a CV builds its font CSS.
const WARM_UP = 24;
export async function benchStyledCv(url: string, iterations = 60): Promise<{ p50: number; p95: number; pages: number }> {
  const host = `demo.localhost:${new URL(url).port}`;
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host },
    body: JSON.stringify({ user: { email: 'recruiter@demo.test', password: 'Talentfolio-demo-2026' } }),
  });
  const { session } = (await login.json()) as { session: { jwt: string } };
  const headers = { authorization: `Bearer ${session.jwt}`, 'content-type': 'application/json', host };
  const list = (await (await fetch(`${url}/api/organisation/agreements?per_page=20`, { headers })).json()) as { agreements: { id: number }[] };
  const ids = list.agreements.map((a) => a.id);
  const times: number[] = [];
  let pages = 0;
  for (let i = 0; i < iterations + WARM_UP; i++) {
    const started = performance.now();
    const res = await fetch(`${url}/api/organisation/agreements/${ids[i % ids.length]}/styled_cvs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ anonymous: i % 2 === 1 }),
    });
    if (!res.ok) throw new Error(`styled_cvs answered ${res.status}: ${await res.text()}`);
    pages = ((await res.json()) as { pages: number }).pages;
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { p50: at(50), p95: at(95), pages };
}
