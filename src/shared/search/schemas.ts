import { z } from 'zod';
import type { Wire } from '../api/contract.js';
import '../zod-config.js';

export const searchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });

/** The shell's search box: a few lessons and students, each enough to link to. */
export const searchResultsSchema = z.object({
  lessons: z.array(z.object({ id: z.number().int(), title: z.string(), subject: z.string() })),
  students: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type SearchResults = Wire<typeof searchResultsSchema>;
