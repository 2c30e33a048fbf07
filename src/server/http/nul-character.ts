import { NUL_CHARACTER } from '../../shared/validation.js';

/** A step down into the input, linked to its parent, so that no path is copied on the way. */
interface Step {
  key: string;
  parent: Step | undefined;
}

const pathOf = (step: Step | undefined) => {
  const keys: string[] = [];
  for (let at = step; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '_';
};

/**
 * Where the first NUL character sits in a request's params, query or body (a string or a key), as
 * a field path; PostgreSQL text cannot store it. Walks with a stack in time linear in the input,
 * so deeply nested JSON can neither overflow the call stack nor keep the server busy.
 */
export function nulCharacterAt(input: unknown): string | undefined {
  const pending: [unknown, Step | undefined][] = [[input, undefined]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, step] = next;
    if (typeof value === 'string') {
      if (value.includes(NUL_CHARACTER)) return pathOf(step);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const below = { key, parent: step };
        if (key.includes(NUL_CHARACTER)) return pathOf(below);
        pending.push([child, below]);
      }
    }
  }
  return undefined;
}
