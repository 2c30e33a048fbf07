import type { z } from 'zod';

/** The messages a schema gives per field (dotted path; '_' for the whole value), as the API reports them. */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    (out[issue.path.length > 0 ? issue.path.join('.') : '_'] ??= []).push(issue.message);
  }
  return out;
}
