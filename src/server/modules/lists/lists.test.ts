import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_LIST_LEVELS } from '../../../shared/schemas/lists.js';
import { organisations } from '../../db/schema.js';
import { createAdmin, createAgreement, createCandidate, createClient, createEmployee, createRecruiter, validCv } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { MESSAGES } from './service.js';

let t: TestApp;
let recruiter: { jwt: string; host: string };
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  recruiter = await createRecruiter(t);
});
afterAll(() => t.close());

const DEMO = 'demo.localhost:3000';
const ACME = 'acme.localhost:3000';
const BASE = '/organisation/agreement_lists';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Node = { id: number; name: string; parent_id: number | null; count: number; lists: Node[] };

function call(method: Method, path: string, options: { jwt?: string; host?: string; payload?: unknown } = {}) {
  return t.app.inject({ method, url: `/api${path}`, headers: bearer(options.jwt ?? recruiter.jwt, options.host ?? DEMO), payload: options.payload as object });
}

async function createList(name: string, parent_id: number | null = null, who = recruiter): Promise<Node> {
  const res = await call('POST', BASE, { jwt: who.jwt, host: who.host, payload: { list: { name, parent_id } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A chain of `levels` nested lists, root first. */
async function chain(levels: number, prefix = 'Level'): Promise<Node[]> {
  const made: Node[] = [];
  for (let i = 1; i <= levels; i++) made.push(await createList(`${prefix} ${i}`, made.at(-1)?.id ?? null));
  return made;
}

const cv = (first_name = 'Sanne') => createAgreement(t, recruiter, validCv({ first_name }));
const attach = (listId: number, ids: number[], jwt = recruiter.jwt) => call('PUT', `${BASE}/${listId}/attach`, { jwt, payload: { ids } });
const detach = (listId: number, ids: number[]) => call('PUT', `${BASE}/${listId}/detach`, { payload: { ids } });
const findIn = (nodes: Node[], id: number): Node | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = findIn(n.lists, id);
    if (inner) return inner;
  }
  return undefined;
};
const treeOf = async (jwt = recruiter.jwt, host = DEMO) => (await call('GET', BASE, { jwt, host })).json().lists as Node[];

describe('create and read (POST, GET, GET flat)', () => {
  it('creates a root list and a child; GET answers the tree with counts, GET flat the same lists in tree order with levels', async () => {
    const parent = await createList('Rotterdam shortlist');
    expect(parent).toEqual({ id: expect.any(Number), name: 'Rotterdam shortlist', parent_id: null, count: 0, lists: [] });
    const child = await createList('  Port logistics  ', parent.id);
    expect(child).toMatchObject({ name: 'Port logistics', parent_id: parent.id, count: 0, lists: [] });

    const tree = await treeOf();
    expect(findIn(tree, parent.id)).toEqual({ ...parent, lists: [child] });
    // Only roots at the top.
    expect(tree.find((n) => n.id === child.id)).toBeUndefined();

    const flat = (await call('GET', `${BASE}/flat`)).json().lists as { id: number; level: number; parent_id: number | null; lists?: unknown }[];
    const at = flat.findIndex((l) => l.id === parent.id);
    expect(flat[at]).toEqual({ id: parent.id, name: 'Rotterdam shortlist', parent_id: null, count: 0, level: 1 });
    expect(flat[at + 1]).toEqual({ id: child.id, name: 'Port logistics', parent_id: parent.id, count: 0, level: 2 });
  });

  it('GET with parent_id answers the sub-lists of that list; an unknown parent is 404', async () => {
    const [one, two, three] = await chain(3, 'Sub');
    const res = await call('GET', `${BASE}?parent_id=${one.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().lists).toEqual([{ ...two, lists: [{ ...three, lists: [] }] }]);
    expect((await call('GET', `${BASE}?parent_id=999999`)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}?parent_id=abc`)).statusCode).toBe(422);
  });

  it('sorts sub-lists by name, ignoring case', async () => {
    const root = await createList('Sorted');
    for (const name of ['delta', 'Alpha', 'charlie', 'Bravo']) await createList(name, root.id);
    const tree = findIn(await treeOf(), root.id)!;
    expect(tree.lists.map((l) => l.name)).toEqual(['Alpha', 'Bravo', 'charlie', 'delta']);
  });

  it.each([
    ['a blank name', { name: '   ', parent_id: null }],
    ['an empty name', { name: '', parent_id: null }],
    ['no name', { parent_id: null }],
  ])('refuses %s with 422 "Name is required." (§5) and stores nothing', async (_, list) => {
    const before = (await call('GET', `${BASE}/flat`)).json().lists.length;
    const res = await call('POST', BASE, { payload: { list } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['list.name']).toEqual(['Name is required.']);
    expect((await call('GET', `${BASE}/flat`)).json().lists.length).toBe(before);
  });

  it('refuses a name over 200 characters and an unknown parent (404)', async () => {
    expect((await call('POST', BASE, { payload: { list: { name: 'x'.repeat(201), parent_id: null } } })).statusCode).toBe(422);
    const res = await call('POST', BASE, { payload: { list: { name: 'Orphan', parent_id: 999999 } } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MESSAGES.notFound);
  });

  it(`nests ${MAX_LIST_LEVELS} levels and refuses a sixth with 422 and a clear message`, async () => {
    const levels = await chain(5);
    expect(levels).toHaveLength(5);
    const res = await call('POST', BASE, { payload: { list: { name: 'Level 6', parent_id: levels[4].id } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['list.parent_id']).toEqual(['Lists nest up to 5 levels: there, this list (or one of its sub-lists) would be on a sixth level.']);
    expect(findIn(await treeOf(), levels[4].id)!.lists).toEqual([]);
  });
});

describe('rename and move (PUT {id})', () => {
  it('renames, moves under another list and back to the top; count in the body is ignored', async () => {
    const a = await createList('Alpha');
    const b = await createList('Bravo');
    const renamed = await call('PUT', `${BASE}/${a.id}`, { payload: { list: { id: a.id, name: 'Alpha (Java)', parent_id: null, count: 99 } } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ id: a.id, name: 'Alpha (Java)', parent_id: null, count: 0, lists: [] });

    const moved = await call('PUT', `${BASE}/${a.id}`, { payload: { list: { id: a.id, name: 'Alpha (Java)', parent_id: b.id, count: 0 } } });
    expect(moved.json().parent_id).toBe(b.id);
    expect(findIn(await treeOf(), b.id)!.lists.map((l) => l.id)).toEqual([a.id]);
    // parent_id left out keeps the parent.
    expect((await call('PUT', `${BASE}/${a.id}`, { payload: { list: { name: 'Alpha' } } })).json().parent_id).toBe(b.id);

    const back = await call('PUT', `${BASE}/${a.id}`, { payload: { list: { id: a.id, name: 'Alpha', parent_id: null, count: 0 } } });
    expect(back.json().parent_id).toBeNull();
    expect((await treeOf()).some((n) => n.id === a.id)).toBe(true);
  });

  it('refuses a move into itself or into one of its own sub-lists (422), changing nothing', async () => {
    const [top, mid, low] = await chain(3, 'Own');
    for (const target of [top.id, mid.id, low.id]) {
      const res = await call('PUT', `${BASE}/${top.id}`, { payload: { list: { id: top.id, name: 'Own 1', parent_id: target, count: 0 } } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors['list.parent_id']).toEqual([MESSAGES.intoItself]);
    }
    expect(findIn(await treeOf(), top.id)).toMatchObject({ parent_id: null, lists: [{ id: mid.id, lists: [{ id: low.id }] }] });
  });

  it('refuses a move that would put the list or one of its sub-lists on a sixth level', async () => {
    const deep = await chain(4, 'Deep'); // levels 1–4
    const [branch, twig] = await chain(2, 'Branch'); // a list with one sub-list
    // Under level 4 the branch would be level 5 and its sub-list level 6.
    const res = await call('PUT', `${BASE}/${branch.id}`, { payload: { list: { id: branch.id, name: 'Branch 1', parent_id: deep[3].id, count: 0 } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['list.parent_id']).toEqual([MESSAGES.tooDeep]);
    // Under level 3 both fit (levels 4 and 5).
    const ok = await call('PUT', `${BASE}/${branch.id}`, { payload: { list: { id: branch.id, name: 'Branch 1', parent_id: deep[2].id, count: 0 } } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(findIn(await treeOf(), deep[2].id)!.lists.map((l) => l.id)).toContain(branch.id);
    // And a single list can move to level 5 but no further.
    expect((await call('PUT', `${BASE}/${twig.id}`, { payload: { list: { name: 'Twig', parent_id: deep[3].id } } })).statusCode).toBe(200);
    expect((await call('PUT', `${BASE}/${deep[0].id}`, { payload: { list: { name: 'Deep 1', parent_id: twig.id } } })).statusCode).toBe(422);
  });

  it('two moves at once that would make a circle: one is made, the other refused', async () => {
    const a = await createList('Circle A');
    const b = await createList('Circle B');
    const [ab, ba] = await Promise.all([
      call('PUT', `${BASE}/${a.id}`, { payload: { list: { name: 'Circle A', parent_id: b.id } } }),
      call('PUT', `${BASE}/${b.id}`, { payload: { list: { name: 'Circle B', parent_id: a.id } } }),
    ]);
    expect([ab.statusCode, ba.statusCode].sort()).toEqual([200, 422]);
    expect([ab, ba].find((r) => r.statusCode === 422)!.json().errors['list.parent_id']).toEqual([MESSAGES.intoItself]);
    // Exactly one of them is now a root list holding the other.
    const roots = (await treeOf()).filter((n) => n.id === a.id || n.id === b.id);
    expect(roots).toHaveLength(1);
    expect(roots[0].lists.map((l) => l.id)).toEqual([roots[0].id === a.id ? b.id : a.id]);
  });

  it('refuses a blank name, an id in the body that is not the list’s, and an unknown list', async () => {
    const a = await createList('Keep me');
    const blank = await call('PUT', `${BASE}/${a.id}`, { payload: { list: { id: a.id, name: ' ', parent_id: null, count: 0 } } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors['list.name']).toEqual(['Name is required.']);
    const other = await call('PUT', `${BASE}/${a.id}`, { payload: { list: { id: a.id + 1, name: 'X', parent_id: null, count: 0 } } });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors['list.id']).toEqual([MESSAGES.idMismatch]);
    expect((await call('PUT', `${BASE}/999999`, { payload: { list: { name: 'X', parent_id: null } } })).statusCode).toBe(404);
    expect(findIn(await treeOf(), a.id)!.name).toBe('Keep me');
  });
});

describe('CVs in a list (attach, detach, candidates)', () => {
  it('attaches CVs (twice is harmless), counts them, pages them as CV summaries and detaches them', async () => {
    const list = await createList('Finance');
    const cvs = [];
    for (let i = 0; i < 12; i++) cvs.push(await cv(`Person${i}`));
    const ids = cvs.map((c) => c.id);
    const first = await attach(list.id, ids);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: list.id, count: 12 });
    expect((await attach(list.id, [ids[0], ids[0], ids[1]])).json().count).toBe(12);

    const page1 = (await call('GET', `${BASE}/${list.id}/candidates`)).json();
    expect(page1.pagination).toEqual({ page: 1, per_page: 10, total_count: 12, total_pages: 2 });
    expect(page1.agreements).toHaveLength(10);
    expect(page1.agreements[0]).toEqual({ id: expect.any(Number), name: expect.stringMatching(/^Person\d+ Visser$/), title: 'Supply Chain Manager', updated_at: expect.any(String), locked: false, fresh: false });
    const page2 = (await call('GET', `${BASE}/${list.id}/candidates?page=2`)).json();
    expect(page2.agreements).toHaveLength(2);
    expect(new Set([...page1.agreements, ...page2.agreements].map((a: { id: number }) => a.id))).toEqual(new Set(ids));
    expect((await call('GET', `${BASE}/${list.id}/candidates?q=person11`)).json().agreements.map((a: { id: number }) => a.id)).toEqual([ids[11]]);

    const after = await detach(list.id, [ids[0], ids[1]]);
    expect(after.json().count).toBe(10);
    expect((await detach(list.id, [ids[0]])).json().count).toBe(10); // not in it any more: nothing changes
    expect((await call('GET', `${BASE}/${list.id}/candidates?per_page=100`)).json().agreements.map((a: { id: number }) => a.id)).not.toContain(ids[0]);
  });

  it('says in GET flat?agreement_id which lists hold the CV', async () => {
    const [a, b] = [await createList('Holds'), await createList('Empty')];
    const { id } = await cv();
    await attach(a.id, [id]);
    const flat = (await call('GET', `${BASE}/flat?agreement_id=${id}`)).json().lists as { id: number; contains: boolean }[];
    expect(flat.find((l) => l.id === a.id)!.contains).toBe(true);
    expect(flat.find((l) => l.id === b.id)!.contains).toBe(false);
    expect((await call('GET', `${BASE}/flat?agreement_id=999999`)).statusCode).toBe(404);
  });

  it('refuses unknown CVs (404) and drafts (422), attaching none of the batch', async () => {
    const list = await createList('Strict');
    const { id } = await cv();
    const unknown = await attach(list.id, [id, 999999]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MESSAGES.unknownAgreements);
    const draft = (await call('POST', '/organisation/agreements/create', { payload: {} })).json();
    const refused = await attach(list.id, [id, draft.id]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.ids).toEqual([MESSAGES.draftAgreements]);
    expect(findIn(await treeOf(), list.id)!.count).toBe(0);
    expect((await attach(list.id, [])).statusCode).toBe(422);
    expect((await attach(999999, [id])).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/999999/candidates`)).statusCode).toBe(404);
  });

  it('keeps count right under many concurrent attaches and detaches', async () => {
    const list = await createList('Busy');
    const before = [];
    const added = [];
    for (let i = 0; i < 5; i++) before.push((await cv(`Before${i}`)).id);
    for (let i = 0; i < 10; i++) added.push((await cv(`Added${i}`)).id);
    expect((await attach(list.id, before)).json().count).toBe(5);

    const requests = [
      // Each new CV attached three times, one at a time and in overlapping batches…
      ...added.flatMap((id) => [attach(list.id, [id]), attach(list.id, [id]), attach(list.id, [id])]),
      attach(list.id, added),
      attach(list.id, added.slice(0, 5)),
      // …while every earlier CV is detached twice.
      ...before.flatMap((id) => [detach(list.id, [id]), detach(list.id, [id])]),
      detach(list.id, before),
    ];
    const answers = await Promise.all(requests);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);

    const node = findIn(await treeOf(), list.id)!;
    expect(node.count).toBe(10);
    const members = (await call('GET', `${BASE}/${list.id}/candidates?per_page=100`)).json();
    expect(members.pagination.total_count).toBe(10);
    expect(members.agreements.map((a: { id: number }) => a.id).sort()).toEqual([...added].sort());
  });

  it('a deleted CV leaves every list it was in', async () => {
    const list = await createList('Gone');
    const { id } = await cv();
    await attach(list.id, [id]);
    expect((await call('DELETE', `/organisation/agreements/${id}`)).statusCode).toBe(204);
    expect(findIn(await treeOf(), list.id)!.count).toBe(0);
  });
});

describe('delete (DELETE {id})', () => {
  it('deletes the list with all its sub-lists; the CVs stay, also in other lists', async () => {
    const [top, mid, low] = await chain(3, 'Doomed');
    const keep = await createList('Survivor');
    const { id } = await cv();
    await attach(low.id, [id]);
    await attach(keep.id, [id]);
    const res = await call('DELETE', `${BASE}/${top.id}`);
    expect(res.statusCode).toBe(204);
    for (const gone of [top, mid, low]) {
      expect((await call('GET', `${BASE}/${gone.id}/candidates`)).statusCode).toBe(404);
    }
    const flat = (await call('GET', `${BASE}/flat`)).json().lists.map((l: { id: number }) => l.id);
    expect(flat).not.toContain(mid.id);
    expect((await call('GET', `/organisation/agreements/${id}`)).statusCode).toBe(200);
    expect(findIn(await treeOf(), keep.id)!.count).toBe(1);
    expect((await call('DELETE', `${BASE}/${top.id}`)).statusCode).toBe(404);
  });
});

describe('organisations and permissions', () => {
  it('another organisation’s lists and CVs are 404 on every call, and not listed', async () => {
    const demoList = await createList('Demo only');
    const { id: demoCv } = await cv();
    await attach(demoList.id, [demoCv]);
    const acme = await createRecruiter(t, { subdomain: 'acme' });
    const acmeList = await createList('Acme list', null, acme);
    const calls: [Method, string, unknown?][] = [
      ['GET', `${BASE}?parent_id=${demoList.id}`],
      ['POST', BASE, { list: { name: 'Sneaky', parent_id: demoList.id } }],
      ['PUT', `${BASE}/${demoList.id}`, { list: { id: demoList.id, name: 'Taken', parent_id: null, count: 0 } }],
      ['PUT', `${BASE}/${acmeList.id}`, { list: { id: acmeList.id, name: 'Acme list', parent_id: demoList.id, count: 0 } }],
      ['PUT', `${BASE}/${demoList.id}/attach`, { ids: [demoCv] }],
      ['PUT', `${BASE}/${demoList.id}/detach`, { ids: [demoCv] }],
      ['PUT', `${BASE}/${acmeList.id}/attach`, { ids: [demoCv] }],
      ['PUT', `${BASE}/${acmeList.id}/detach`, { ids: [demoCv] }],
      ['GET', `${BASE}/${demoList.id}/candidates`],
      ['GET', `${BASE}/flat?agreement_id=${demoCv}`],
      ['DELETE', `${BASE}/${demoList.id}`],
    ];
    for (const [method, path, payload] of calls) {
      const res = await call(method, path, { jwt: acme.jwt, host: ACME, payload });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const acmeIds = (await call('GET', `${BASE}/flat`, { jwt: acme.jwt, host: ACME })).json().lists.map((l: { id: number }) => l.id);
    expect(acmeIds).toEqual([acmeList.id]);
    // The demo list is untouched.
    expect(findIn(await treeOf(), demoList.id)).toEqual({ ...demoList, count: 1 });
    // A demo session does not work at acme either.
    expect((await call('GET', BASE, { host: ACME })).statusCode).toBe(401);
  });

  it('answers by §6 role on every call: only those who may manage CVs keep lists', async () => {
    const list = await createList('Roles');
    const { id: agreementId } = await cv();
    const calls: [Method, string, unknown?][] = [
      ['GET', BASE],
      ['GET', `${BASE}/flat`],
      ['POST', BASE, { list: { name: 'By role', parent_id: null } }],
      ['PUT', `${BASE}/${list.id}`, { list: { id: list.id, name: 'Roles', parent_id: null, count: 0 } }],
      ['PUT', `${BASE}/${list.id}/attach`, { ids: [agreementId] }],
      ['PUT', `${BASE}/${list.id}/detach`, { ids: [agreementId] }],
      ['GET', `${BASE}/${list.id}/candidates`],
    ];
    const people: [string, string | null, number][] = [
      ['anonymous', null, 401],
      ['candidate', (await createCandidate(t)).jwt, 403],
      ['marketplace client', (await createClient(t)).jwt, 403],
      ['administrator', (await createAdmin(t)).jwt, 403],
      ['employee without the agreements permission', (await createEmployee(t, { permissions: { canManageJobPosts: true, canManageEmployees: true } })).jwt, 403],
      ['employee with the agreements permission only', (await createEmployee(t, { permissions: { canManageAgreements: true } })).jwt, 200],
      ['recruiter', recruiter.jwt, 200],
    ];
    for (const [who, jwt, status] of people) {
      for (const [method, path, payload] of calls) {
        const res = jwt
          ? await call(method, path, { jwt, payload })
          : await t.app.inject({ method, url: `/api${path}`, headers: { host: DEMO }, payload: payload as object });
        const expected = status === 200 && method === 'POST' ? 201 : status;
        expect(res.statusCode, `${who}: ${method} ${path}`).toBe(expected);
      }
    }
    const allowedDelete = await createList('Delete me');
    for (const [who, jwt, status] of people) {
      const target = status === 200 ? (await createList(`Delete ${who}`)).id : allowedDelete.id;
      const res = jwt ? await call('DELETE', `${BASE}/${target}`, { jwt }) : await t.app.inject({ method: 'DELETE', url: `/api${BASE}/${target}`, headers: { host: DEMO } });
      expect(res.statusCode, `${who}: DELETE`).toBe(status === 200 ? 204 : status);
    }
    expect(findIn(await treeOf(), allowedDelete.id)).toBeDefined();
  });

  it('an organisation without the agreements feature refuses lists (403)', async () => {
    await t.database.db.update(organisations).set({ agreementsFeature: false }).where(eq(organisations.subdomain, 'acme'));
    t.app.organisations.invalidate('acme');
    try {
      const acme = await createRecruiter(t, { subdomain: 'acme' });
      expect((await call('GET', BASE, { jwt: acme.jwt, host: ACME })).statusCode).toBe(403);
      expect((await call('POST', BASE, { jwt: acme.jwt, host: ACME, payload: { list: { name: 'No', parent_id: null } } })).statusCode).toBe(403);
    } finally {
      await t.database.db.update(organisations).set({ agreementsFeature: true }).where(eq(organisations.subdomain, 'acme'));
      t.app.organisations.invalidate('acme');
    }
  });
});
