import { errorBodySchema } from '../../../shared/api/contract.js';
import {
  ENQUIRY_RATE_LIMITED,
  ENQUIRY_THANKS,
  enquiryPageSchema,
  enquiryReceivedSchema,
  enquirySchema,
} from '../../../shared/enquiries/schemas.js';
import { cursorQuerySchema } from '../../../shared/pagination.js';
import { enquiries } from '../../db/schema.js';
import { enquiryNotification } from '../../email/templates.js';
import type { Api } from '../../http/contract.js';
import { tooManyRequests } from '../../http/errors.js';
import { keysetRows, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';
import type { Services } from '../../services.js';

const WINDOW_MS = 60 * 60_000;
const PER_ADDRESS = 5;

export function registerEnquiryRoutes(app: Api, services: Services) {
  const { db, rate, mail, config } = services;

  app.post(
    '/enquiries',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Send an enquiry from the contact form',
        description: `At most ${PER_ADDRESS} an hour from one address; the support team is emailed.`,
        tags: ['Enquiries'],
        body: enquirySchema,
        response: { 201: enquiryReceivedSchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      // Counted, recorded and stored under the address's lock, so a burst cannot all see room.
      const row = await db.transaction(async (tx) => {
        await rate.lock(tx, 'enquiry', null, request.ip);
        if ((await rate.countByIp('enquiry', request.ip, WINDOW_MS, tx)) >= PER_ADDRESS) {
          return null;
        }
        await rate.record('enquiry', 'contact-form', request.ip, tx);
        const [inserted] = await tx
          .insert(enquiries)
          .values({ ...input, message: input.message || null })
          .returning();
        await mail.queue(tx, enquiryNotification(config.supportEmail, inserted!));
        return inserted!;
      });
      if (!row) {
        // At most the whole window; the exact moment a slot frees is not worth another query.
        reply.header('retry-after', String(WINDOW_MS / 1000));
        throw tooManyRequests(ENQUIRY_RATE_LIMITED);
      }
      return reply.status(201).send({ id: row.id, message: ENQUIRY_THANKS });
    },
  );

  app.get(
    '/admin/enquiries',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'List enquiries, newest first',
        tags: ['Enquiries'],
        querystring: cursorQuerySchema,
        response: { 200: enquiryPageSchema },
      },
    },
    async (request) => {
      const { cursor, pageSize } = request.query;
      const rows = await keysetRows(
        db
          .select({ enquiry: enquiries, micros: microsOf(enquiries.createdAt) })
          .from(enquiries)
          .$dynamic(),
        { direction: 'desc', time: enquiries.createdAt, id: enquiries.id },
        { cursor, pageSize },
      );
      return pageFrom(
        rows,
        pageSize,
        (row) => timeCursorOf(row.micros, row.enquiry.id),
        (row) => row.enquiry,
      );
    },
  );
}
