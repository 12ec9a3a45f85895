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
import { findTextBreach, TEXT_MESSAGES, type TextBreach } from '../../shared/text.js';
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

const MESSAGES_BY_KIND: Record<TextBreach['kind'], string> = {
  forbidden: INPUT_MESSAGES.forbidden,
  tooDeep: INPUT_MESSAGES.tooDeep,
  tooMany: INPUT_MESSAGES.tooMany,
};

/** The first breach of the input rules in a parsed value, or null; the path is dotted, the part's name when empty. */
export function findInputBreach(root: unknown, rootPath: string): Breach | null {
  const breach = findTextBreach(root, { maxDepth: MAX_INPUT_DEPTH, maxNodes: MAX_INPUT_NODES });
  return breach ? { path: breach.path.length ? breach.path.join('.') : rootPath, message: MESSAGES_BY_KIND[breach.kind] } : null;
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
