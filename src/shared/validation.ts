import { z } from 'zod';
import './zod-config.js';

/** A URL a person typed: only http and https are accepted, never javascript: or data:. */
export const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2048, message)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, message);

/** An optional text field from a form: blank becomes undefined. */
export const optionalText = (max = 5000) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** Ids are PostgreSQL integers: a larger number names nothing and must not reach the database. */
export const MAX_ID = 2_147_483_647;

/** A reference to a row, e.g. the tutor picked in a form. */
export const idField = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

export const idParam = z.object({ id: idField('Not found.') });
