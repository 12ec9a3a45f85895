/**
 * `POST /api/organisation/agreements/{id}/styled_cvs` against a running server: HTML + A4 page count.
 *
 * `unchanged` asks for the saved CVs again and again (a CV opened, the other version and back): after
 * the warm-up every page count comes from the server's count per document. `edited` sends the CV
 * with a changed brief each time, as the live preview of an edit does: every answer is laid out
 * anew (decision 015).
 */
// Every demo CV once in each version before measuring: the first render of a CV builds its font CSS.
const WARM_UP = 24;
export async function benchStyledCv(
  url: string,
  options: { iterations?: number; mode?: 'unchanged' | 'edited' } = {},
): Promise<{ p50: number; p95: number; pages: number; kilobytes: number }> {
  const { iterations = 60, mode = 'unchanged' } = options;
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
  const saved = new Map<number, Record<string, unknown>>();
  if (mode === 'edited') {
    for (const id of ids) saved.set(id, ((await (await fetch(`${url}/api/organisation/agreements/${id}`, { headers })).json()) as { data: Record<string, unknown> }).data);
  }
  const run = Math.random().toString(36).slice(2);
  const times: number[] = [];
  let pages = 0;
  let bytes = 0;
  for (let i = 0; i < iterations + WARM_UP; i++) {
    const id = ids[i % ids.length];
    const data = saved.get(id);
    // The brief of the version asked for (the anonymous one has its own) gets a new first paragraph.
    const anonymous = i % 2 === 1;
    const brief = anonymous ? 'anonymous_brief' : 'details';
    const body = { anonymous, ...(data ? { data: { ...data, [brief]: `<p>Edit ${run}-${i}.</p>${String(data[brief] ?? '')}` } } : {}) };
    const started = performance.now();
    const res = await fetch(`${url}/api/organisation/agreements/${id}/styled_cvs`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`styled_cvs answered ${res.status}: ${await res.text()}`);
    const answer = (await res.json()) as { pages: number; html: string };
    if (i >= WARM_UP) times.push(performance.now() - started);
    pages = answer.pages;
    bytes = Math.max(bytes, answer.html.length);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { p50: at(50), p95: at(95), pages, kilobytes: bytes / 1024 };
}
