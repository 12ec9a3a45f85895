/**
 * The rules every value that enters the API obeys, whatever the route and its schema say (issue
 * "Availability and bad input"): no text that cannot be stored (NUL, unpaired surrogates — the
 * shared rule of src/shared/text.ts), no JSON nested deeper than MAX_INPUT_DEPTH, no more than
 * MAX_INPUT_NODES values in one body. Bodies, query strings and path parameters are walked once,
 * iteratively (a deep value cannot overflow the stack), before the route's zod schema runs; a
 * breach is a 422 naming the field, so the database never sees such a value.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cleanText, hasForbiddenCharacters, TEXT_MESSAGES } from '../../shared/text.js';
import { HttpError } from '../lib/errors.js';

/** CV data nests about six levels deep; nothing the API takes needs more than this. */
export const MAX_INPUT_DEPTH = 32;
/** Values (strings, numbers, members) in one request; a 1 MB body of CV data holds far fewer. */
export const MAX_INPUT_NODES = 100_000;

export const INPUT_MESSAGES = {
  forbidden: TEXT_MESSAGES.forbidden,
  tooDeep: `This value is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`,
  tooMany: 'The request holds too many values.',
} as const;

type Breach = { path: string; message: string };

/** The first breach of the input rules in a parsed value, or null. */
export function findInputBreach(root: unknown, rootPath: string): Breach | null {
  const stack: { value: unknown; path: string[]; depth: number }[] = [{ value: root, path: [], depth: 0 }];
  let nodes = 0;
  const at = (path: string[]) => (path.length ? path.join('.') : rootPath);
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (++nodes > MAX_INPUT_NODES) return { path: rootPath, message: INPUT_MESSAGES.tooMany };
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) return { path: at(path), message: INPUT_MESSAGES.forbidden };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { path: at(path), message: INPUT_MESSAGES.tooDeep };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, String(i)], depth: depth + 1 });
      continue;
    }
    for (const [key, member] of Object.entries(value)) {
      if (hasForbiddenCharacters(key)) return { path: at([...path, cleanText(key)]), message: INPUT_MESSAGES.forbidden };
      stack.push({ value: member, path: [...path, key], depth: depth + 1 });
    }
  }
  return null;
}

function checkRequest(request: FastifyRequest): void {
  const parts: [unknown, string][] = [
    [request.params, 'params'],
    [request.query, 'query'],
    [request.body, 'body'],
  ];
  for (const [value, name] of parts) {
    const breach = findInputBreach(value, name);
    if (breach) throw new HttpError(422, breach.message, { [breach.path]: [breach.message] });
  }
}

export const inputPlugin = fp(
  async (app: FastifyInstance) => {
    // preValidation: after the body is parsed, before the route's schema (and so before any handler).
    app.addHook('preValidation', async (request) => {
      if (request.url.startsWith('/api/')) checkRequest(request);
    });
  },
  { name: 'input' },
);
