/**
 * Ids at the API edge. Every row id is a PostgreSQL `integer` (serial), so an id the database
 * cannot hold (above 2,147,483,647) is refused by the schema with 422 instead of reaching a query
 * and failing there. Path and query ids arrive as text and are coerced.
 */
import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column. */
export const MAX_ID = 2_147_483_647;
/** The highest page number a list call accepts (far beyond any real list). */
export const MAX_PAGE = 1_000_000;

export const ID_MESSAGES = { invalid: 'Use a whole number between 1 and 2147483647.' } as const;

/** An id in a JSON body. */
export const idSchema = z.number({ error: ID_MESSAGES.invalid }).int(ID_MESSAGES.invalid).min(1, ID_MESSAGES.invalid).max(MAX_ID, ID_MESSAGES.invalid);
/** An id in a path or a query string. */
export const idTextSchema = z.coerce.number({ error: ID_MESSAGES.invalid }).int(ID_MESSAGES.invalid).min(1, ID_MESSAGES.invalid).max(MAX_ID, ID_MESSAGES.invalid);
/** `{id}` of a path. */
export const idParamsSchema = z.object({ id: idTextSchema });
/** A 1-based page number of a query string. */
export const pageTextSchema = z.coerce.number().int().min(1).max(MAX_PAGE);
