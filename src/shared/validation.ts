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
/** The largest count, size or page an integer column or parameter can hold (decision 044). */
export const MAX_INT = MAX_ID;

/** PostgreSQL text cannot hold it; the API refuses it in any input (decision 044). */
export const NUL_CHARACTER = '\u0000';
export const NUL_MESSAGE = 'Please remove the invisible NUL character from this field.';
/** Half of an emoji or other paired character, which JSON storage refuses; refused the same way. */
export const LONE_SURROGATE_MESSAGE =
  'Please remove the broken character (half of an emoji or symbol) from this field.';

/**
 * Dates people enter (lessons, subscriptions, calendar ranges) fall between 2000 and 2099: far
 * inside PostgreSQL's range, so a typo such as year 20026 is refused with a message (decision 044).
 */
export const EARLIEST_DATE = new Date('2000-01-01T00:00:00Z');
export const LATEST_DATE = new Date('2100-01-01T00:00:00Z');
export const DATE_RANGE_MESSAGE = 'Please enter a date between 2000 and 2099';

/** A date and time from a form or a query string. */
export const dateInput = (params?: Parameters<typeof z.coerce.date>[0]) =>
  z.coerce
    .date(params)
    .min(EARLIEST_DATE, DATE_RANGE_MESSAGE)
    .max(new Date(LATEST_DATE.getTime() - 1), DATE_RANGE_MESSAGE);

/** A reference to a row, e.g. the tutor picked in a form. */
export const idField = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

export const idParam = z.object({ id: idField('Not found.') });

/** A yyyy-mm-dd date that exists on the calendar (no 30 February), in the range of dateInput. */
export const calendarDate = (message: string) =>
  z
    .string()
    .refine(
      (value) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
      },
      { message, abort: true },
    )
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return date >= EARLIEST_DATE && date < LATEST_DATE;
    }, DATE_RANGE_MESSAGE);
