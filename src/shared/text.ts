/**
 * The one rule for text that may be stored: no NUL character (PostgreSQL `text` and `jsonb` refuse
 * it) and no unpaired UTF-16 surrogate (not Unicode; `jsonb` refuses it too). Text a person sends
 * through the API is refused with 422 when it breaks the rule (the input plugin walks every body,
 * query and path value); text the product extracts itself (a parsed resume, a file name) is cleaned
 * with `cleanText` instead, since nobody can correct it.
 */

/** NUL, or a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point of this rule
const FORBIDDEN = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'g');
/** C0 control characters other than tab, line feed and carriage return, and DEL: never meaningful in a CV. */
// eslint-disable-next-line no-control-regex -- dropping control characters is the point
const CONTROLS = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export const TEXT_MESSAGES = {
  forbidden: 'This text contains a character that cannot be stored (a NUL character or a broken Unicode sequence). Remove it and try again.',
} as const;

/** Whether the text breaks the storage rule. */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/**
 * Text extracted from a file, made storable: NUL and other control characters are dropped, an
 * unpaired surrogate becomes U+FFFD (the replacement character), everything else is kept.
 */
export function cleanText(text: string): string {
  return text.replace(FORBIDDEN_ALL, (c) => (c === '\u0000' ? '' : '\ufffd')).replace(CONTROLS, '');
}

/** What `findTextBreach` found: a string (or key) breaking the rule, or a value too deep or too large. */
export type TextBreach = { kind: 'forbidden' | 'tooDeep' | 'tooMany'; path: string[] };

/**
 * The first breach of the storage rule in a parsed JSON value — any string or key — walked once and
 * iteratively (a deep value cannot overflow the stack); optionally also nesting past `maxDepth`
 * levels or more than `maxNodes` values. `path` names where (keys made printable).
 */
export function findTextBreach(root: unknown, limits: { maxDepth?: number; maxNodes?: number } = {}): TextBreach | null {
  const { maxDepth = Infinity, maxNodes = Infinity } = limits;
  const stack: { value: unknown; path: string[]; depth: number }[] = [{ value: root, path: [], depth: 0 }];
  let nodes = 0;
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (++nodes > maxNodes) return { kind: 'tooMany', path: [] };
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) return { kind: 'forbidden', path };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth) return { kind: 'tooDeep', path };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, String(i)], depth: depth + 1 });
      continue;
    }
    for (const [key, member] of Object.entries(value)) {
      if (hasForbiddenCharacters(key)) return { kind: 'forbidden', path: [...path, cleanText(key)] };
      stack.push({ value: member, path: [...path, key], depth: depth + 1 });
    }
  }
  return null;
}
