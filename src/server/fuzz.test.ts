/**
 * Every route, every role, bad input of every kind: never a 5xx, and the server stays alive
 * (issue "Availability and bad input"). The route table and the shapes come from the served
 * contract (`GET /api/docs`, generated from the routes' zod schemas), so a new route is fuzzed the
 * day it is added. For each operation and each caller (anonymous, candidate, recruiter, client,
 * admin, a recruiter of another organisation, a garbled token) it sends a request shaped like a
 * valid one and then variants with one part made bad: wrong types, huge strings, NUL, lone
 * surrogates, deep nesting, out-of-range numbers, foreign and absurd ids, garbled JSON and bodies.
 *
 * Fixed seed (FUZZ_SEED), fixed number of cases (FUZZ_CASES per operation and caller), so a run in
 * CI is repeatable and bounded; raise FUZZ_CASES locally to search further.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CVS } from '../cv/demo/index.js';
import { createAdmin, createAgreement, createCandidate, createClient, createRecruiter, validCv, type Person } from './test/factories.js';
import { bearer, createTestApp, type TestApp } from './test/helper.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CASES = Number(process.env.FUZZ_CASES ?? 10);
const DEMO = 'demo.localhost:3000';
const ACME = 'acme.localhost:3000';

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof rng>;

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | Schema;
};

const deep = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values that have broken servers: the fuzzer puts one of them where a valid value was. */
const NASTY: readonly unknown[] = [
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  'a\u0000b',
  'a\ud800b',
  '\udfff',
  '😀'.repeat(2000),
  '9'.repeat(400),
  '-1',
  '2147483648',
  '1e309',
  'NaN',
  '2024-13-45',
  '../../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '{"$ne":null}',
  '__proto__',
  -1,
  0,
  1.5,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  true,
  false,
  null,
  [],
  {},
  { __proto__: { admin: true } },
  Array.from({ length: 5000 }, (_, i) => i),
  deep(40),
  deep(1000),
];

/** The text that databases refuse: picked more often, since every string field must stand it. */
const TEXT_BREAKERS: readonly string[] = ['\u0000', 'Fuzz\u0000', 'a\ud800b', '\udfff', 'x'.repeat(100_000)];
const nasty = (r: Rng) => (r.chance(0.3) ? r.pick(TEXT_BREAKERS) : r.pick(NASTY));

/** A value shaped like a valid one for `schema` (best effort: the server decides). */
function sample(schema: Schema | undefined, r: Rng, depth = 0): unknown {
  if (!schema || depth > 12) return r.pick(['x', 1, null]);
  if (schema.enum?.length) return r.pick(schema.enum);
  if (schema.anyOf?.length) return sample(r.pick(schema.anyOf), r, depth + 1);
  if (schema.oneOf?.length) return sample(r.pick(schema.oneOf), r, depth + 1);
  if (schema.allOf?.length) return sample(Object.assign({}, ...schema.allOf), r, depth + 1);
  if (schema.nullable && r.chance(0.1)) return null;
  const type = Array.isArray(schema.type) ? r.pick(schema.type.filter((t) => t !== 'null')) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || r.chance(0.5)) out[key] = sample(child, r, depth + 1);
      }
      return out;
    }
    case 'array': {
      const n = Math.max(schema.minItems ?? 0, r.int(0, Math.min(3, schema.maxItems ?? 3)));
      return Array.from({ length: n }, () => sample(schema.items, r, depth + 1));
    }
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? 0, -1e6);
      const max = Math.min(schema.maximum ?? 100, 1e6);
      return type === 'integer' ? r.int(Math.ceil(min), Math.floor(Math.max(min, max))) : min + r.next() * (max - min);
    }
    case 'boolean':
      return r.chance(0.5);
    case 'string': {
      if (schema.format === 'email' || /@/.test(schema.pattern ?? '')) return `fuzz${r.int(0, 9999)}@example.test`;
      if (schema.pattern?.includes('\\d{4}-\\d{2}')) return '2024-05';
      if (schema.pattern?.includes('\\+')) return '+31';
      const length = Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 12, r.int(1, 12)));
      return r.pick(['Fuzz', 'Talent', 'Rotterdam', 'Engineer', 'Ünïcødé', '東京']).padEnd(length, 'x').slice(0, Math.max(length, schema.minLength ?? 0));
    }
    default:
      return r.pick(['x', 1, true, null]);
  }
}

/**
 * Puts a nasty value at a random place inside `value` (or replaces it). A string stays a string half
 * of the time (one that cannot be stored), so it passes the route's schema and reaches deeper.
 */
function mutate(value: unknown, r: Rng): unknown {
  if (typeof value === 'string' && r.chance(0.5)) return r.pick(TEXT_BREAKERS.slice(0, 4));
  if (value === null || typeof value !== 'object' || r.chance(0.15)) return nasty(r);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  if (!keys.length || r.chance(0.1)) {
    (copy as Record<string, unknown>)[r.pick(['extra', '__proto__', 'constructor', '\u0000', 'a'.repeat(1000)])] = nasty(r);
    return copy;
  }
  const key = r.pick(keys);
  (copy as Record<string, unknown>)[key] = mutate((copy as Record<string, unknown>)[key], r);
  return copy;
}

const NASTY_PATH = ['0', '-1', '2147483648', '99999999999999999999999', '1e3', '1.5', 'abc', '%00', '%ED%A0%80', '%', '%25', 'x'.repeat(3000), '..%2F..%2Fetc', 'null', '%F0%9F%98%80'];
const NASTY_QUERY = ['%00', 'a%00b', '%ED%A0%80', '%00', '%ED%A0%80', 'x'.repeat(5000), '-1', '2147483648', '1e400', '[]', '%', 'a&a=b&a=c'];

type Operation = { method: string; path: string; parameters: { name: string; in: string; schema: Schema }[]; body?: Schema; multipart: boolean };

function operations(doc: { paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: { content?: Record<string, { schema: Schema }> } }>> }) {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      out.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        multipart: /import|resume$/.test(path) && method === 'post',
      });
    }
  }
  return out;
}

let t: TestApp;
const tokens: Record<string, string> = {};
const known = { demoIds: [] as number[], acmeIds: [] as number[] };

const CALLERS = ['anonymous', 'candidate', 'recruiter', 'client', 'admin', 'acme', 'garbled'] as const;
type Caller = (typeof CALLERS)[number];
/** The signed-in callers, each made for this file. */
const people: Partial<Record<Caller, Person>> = {};

async function signInAll() {
  for (const [caller, person] of Object.entries(people)) tokens[caller] = await t.signIn(person.email, { host: person.host, password: person.password });
}

beforeAll(async () => {
  t = await createTestApp();
  people.candidate = await createCandidate(t);
  people.recruiter = await createRecruiter(t);
  people.client = await createClient(t);
  people.admin = await createAdmin(t);
  people.acme = await createRecruiter(t, { subdomain: 'acme' });
  for (const [caller, person] of Object.entries(people)) tokens[caller] = person.jwt;
  // The ids the paths name: the demo CVs saved in demo, and a CV of acme.
  for (const cv of DEMO_CVS) known.demoIds.push((await createAgreement(t, people.recruiter, cv)).id);
  known.acmeIds.push((await createAgreement(t, people.acme, validCv())).id);
}, 60_000);
afterAll(() => t?.close());

describe('fuzzing every route', () => {
  it(`answers no request with a 5xx and stays alive (seed ${SEED}, ${CASES} cases per operation and caller)`, async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(40);
    const r = rng(SEED);
    const failures: string[] = [];
    let sent = 0;

    for (const op of ops) {
      for (const caller of CALLERS) {
        for (let n = 0; n < CASES; n++) {
          // Case 0 is shaped like a valid request; the others break one part of it.
          const broken = n === 0 ? null : r.pick(['path', 'query', 'body', 'body', 'raw', 'headers'] as const);
          const host = caller === 'acme' ? ACME : r.chance(0.03) ? 'nowhere.localhost:3000' : DEMO;
          const ids = caller === 'acme' ? known.demoIds : r.chance(0.2) ? known.acmeIds : known.demoIds;

          let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
            if (broken === 'path' && r.chance(0.7)) return r.pick(NASTY_PATH);
            if (name === 'id') return String(ids.length ? r.pick(ids) : 1);
            if (name === 'type') return r.pick(['agreement', 'employee', 'job.recruiter', 'nothing']);
            return encodeURIComponent(`${'t'.repeat(r.int(0, 40))}${r.int(0, 1e6)}`);
          });
          const query: string[] = [];
          for (const p of op.parameters.filter((x) => x.in === 'query')) {
            if (broken === 'query' && r.chance(0.6)) query.push(`${p.name}=${r.pick(NASTY_QUERY)}`);
            else if (r.chance(0.7)) query.push(`${p.name}=${encodeURIComponent(String(sample(p.schema, r)))}`);
          }
          if (broken === 'query' && r.chance(0.3)) query.push(`${r.pick(['q[a]', 'page[]', '__proto__', 'x'])}=${r.pick(NASTY_QUERY)}`);
          if (query.length) url += `?${query.join('&')}`;

          const headers: Record<string, string> = { host };
          if (caller === 'garbled') {
            const base = tokens.recruiter;
            headers.authorization = r.pick([
              'Bearer',
              'Bearer x.y.z',
              `Bearer ${base.slice(0, -2)}xx`,
              `Bearer ${base.split('.').slice(0, 2).join('.')}.`,
              `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${base.split('.')[1]}.`,
              `Basic ${Buffer.from('a:b').toString('base64')}`,
              `Bearer ${'a'.repeat(10_000)}`,
            ]);
          } else if (caller !== 'anonymous') {
            headers.authorization = `Bearer ${tokens[caller]}`;
          }
          if (broken === 'headers') {
            const kind = r.pick(['content-type', 'x-upload', 'x-visitor-id', 'accept'] as const);
            headers[kind] = r.pick(['application/json; charset=utf-16', 'text/plain', 'multipart/form-data', 'multipart/form-data; boundary=', '1', 'x'.repeat(500), '*/*;q=x']);
          }

          let payload: string | Buffer | undefined;
          if (op.multipart) {
            headers['x-upload'] ??= '1';
            const boundary = 'fuzzboundary';
            headers['content-type'] ??= `multipart/form-data; boundary=${boundary}`;
            const file = r.pick([Buffer.from('%PDF-1.4\n%%EOF'), Buffer.from('{"basics":{"name":"\\u0000"}}'), Buffer.from([0x50, 0x4b, 3, 4, 0, 0]), Buffer.alloc(0), Buffer.from('hello')]);
            const parts = [`--${boundary}\r\nContent-Disposition: form-data; name="${r.pick(['file', 'other', ''])}"; filename="${r.pick(['cv.pdf', 'a\u0000.pdf', '../../x', ''])}"\r\n\r\n`, file, `\r\n--${boundary}--\r\n`];
            const whole = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
            payload = broken === 'raw' ? whole.subarray(0, r.int(0, whole.length - 1)) : whole;
          } else if (op.body || broken === 'body' || broken === 'raw' || ['POST', 'PUT'].includes(op.method)) {
            const valid = sample(op.body, r);
            if (broken === 'raw') {
              headers['content-type'] ??= 'application/json';
              payload = r.pick(['{', '{"a":', '[]', '"x"', 'null', '', '\u0000', '{"a":"\\ud800"}', `${'['.repeat(10_000)}${']'.repeat(10_000)}`, `{"a":1,"a":2}`, 'not json']);
            } else {
              headers['content-type'] ??= 'application/json';
              payload = JSON.stringify(broken === 'body' ? mutate(valid, r) : valid) ?? 'null';
            }
          }

          const res = await t.app.inject({ method: op.method as 'GET', url, headers, payload });
          sent++;
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${caller} ${op.method} ${url.slice(0, 200)} ${String(payload ?? '').slice(0, 200)} → ${res.body.slice(0, 200)}`);
          // A sign-out or a password change ends the caller's session: sign in again and go on.
          if (res.statusCode < 300 && /logout|password|credentials/.test(op.path)) await signInAll();
        }
      }
    }

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(ops.length * CALLERS.length * CASES - 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(await t.signIn(people.recruiter!.email, { password: people.recruiter!.password })) })).statusCode).toBe(200);
  }, 300_000);
});
