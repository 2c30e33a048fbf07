import { z } from 'zod';
import { MAX_INT } from './validation.js';

export const PAGE_SIZE = 24;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_INT).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});

/** One page of a long list, with the total so that screens can show counts. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The response schema of one page of `item`s. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** A page of a catalogue that also lists the subjects its filter offers. */
export const filteredPageOf = <T extends z.ZodType>(item: T) =>
  pageOf(item).extend({ subjects: z.array(z.string()) });
