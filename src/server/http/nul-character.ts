import { NUL_CHARACTER } from '../../shared/validation.js';

/**
 * Where the first NUL character sits in a request's params, query or body (a string or a key), as
 * a field path; PostgreSQL text cannot store it. Walks with a stack, so deep JSON cannot overflow.
 */
export function nulCharacterAt(input: unknown): string | undefined {
  const pending: [unknown, string[]][] = [[input, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes(NUL_CHARACTER)) return path.join('.') || '_';
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes(NUL_CHARACTER)) return [...path, key].join('.');
        pending.push([child, [...path, key]]);
      }
    }
  }
  return undefined;
}
