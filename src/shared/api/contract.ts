import { z } from 'zod';
import '../zod-config.js';

/** Every error answer: a message for people, and messages per field for invalid input. */
export const errorBodySchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * A timestamp: a `Date` on the server, an ISO 8601 string on the wire. The response schema
 * writes it, so no handler formats dates by hand.
 */
export const dateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (value) => new Date(value),
  encode: (value) => value.toISOString(),
});

/** An answer with no body (204). */
export const noContent = z.null().describe('No content');

/** A confirmation with a message to show. */
export const messageSchema = z.object({ message: z.string() });

export const okSchema = z.object({ ok: z.literal(true) });

/** What the web app receives: the encoded (wire) form of a response schema. */
export type Wire<T extends z.ZodType> = z.input<T>;
