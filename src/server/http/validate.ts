import type { z } from 'zod';
import { SERVER_MSG } from '../../shared/messages.js';
import { badRequest, type FieldErrors } from './errors.js';

/** Parses request input with a shared schema; invalid input becomes a 400 with messages per field. */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = result.error.issues[0]?.message;
  throw badRequest(
    first && !first.startsWith('Invalid input') ? first : SERVER_MSG.invalidInput,
    fieldErrors,
  );
}
