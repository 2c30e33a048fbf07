import { LONE_SURROGATE_MESSAGE, NUL_CHARACTER, NUL_MESSAGE } from '../../shared/validation.js';

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
 * Why PostgreSQL could not store a text: a NUL character (text refuses it), or half of a
 * surrogate pair (JSON columns and job payloads refuse its escape).
 */
const unstorable = (text: string) =>
  text.includes(NUL_CHARACTER)
    ? NUL_MESSAGE
    : text.isWellFormed()
      ? undefined
      : LONE_SURROGATE_MESSAGE;

/**
 * The first text in a request's params, query or body (a string or a key) that the database
 * cannot store, as a field path and a message. Walks with a stack in time linear in the input,
 * so deeply nested JSON can neither overflow the call stack nor keep the server busy.
 */
export function unstorableTextAt(input: unknown): { path: string; message: string } | undefined {
  const pending: [unknown, Step | undefined][] = [[input, undefined]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, step] = next;
    if (typeof value === 'string') {
      const message = unstorable(value);
      if (message) return { path: pathOf(step), message };
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const below = { key, parent: step };
        const message = unstorable(key);
        if (message) return { path: pathOf(below), message };
        pending.push([child, below]);
      }
    }
  }
  return undefined;
}
