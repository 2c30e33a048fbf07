import type { z } from 'zod';
import type { FieldErrors } from '../../lib/api.js';

/** What a schema's def holds for the wrappers a form's fields come in (zod 4's public `_zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** Optional, nullable, defaulted and transformed fields are still the field they wrap. */
const unwrap = (schema: z.ZodType): z.ZodType => {
  const def = defOf(schema);
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  return inner ? unwrap(inner) : schema;
};

/**
 * The form's field names, read from the schema's object shape; a nested object gives dotted
 * names (`login.username`), as the server names its field errors.
 */
export const fieldsOf = (schema: z.ZodType, prefix = ''): string[] => {
  const def = defOf(unwrap(schema));
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape).flatMap(([key, field]) => {
    const name = `${prefix}${key}`;
    const nested = fieldsOf(field, `${name}.`);
    return nested.length > 0 ? nested : [name];
  });
};

/**
 * The server's first message for each of the form's fields, in the form's order. `aliases` names
 * a server field that belongs under another of the form's fields (`username` → `login.username`).
 */
export const serverFieldErrors = (
  fieldErrors: FieldErrors,
  fields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): { field: string; message: string }[] =>
  fields.flatMap((field) => {
    const alias = Object.keys(aliases).find((name) => aliases[name] === field);
    const message = (alias && fieldErrors[alias]?.[0]) || fieldErrors[field]?.[0];
    return message ? [{ field, message }] : [];
  });
