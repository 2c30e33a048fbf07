import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ENQUIRY_RATE_LIMITED,
  ENQUIRY_THANKS,
  enquirySchema,
  type Enquiry,
} from '../../../shared/enquiries/schemas.js';
import { enquiries } from '../../db/schema.js';
import { enquiryNotification } from '../../email/templates.js';
import { tooManyRequests } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { requireRole } from '../auth/guard.js';

const WINDOW_MS = 60 * 60_000;
const PER_ADDRESS = 5;
const pageSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export function registerEnquiryRoutes(app: FastifyInstance, services: Services) {
  const { db, rate, mailer, config } = services;

  app.post('/enquiries', async (request, reply) => {
    const input = parse(enquirySchema, request.body);
    if ((await rate.countByIp('enquiry', request.ip, WINDOW_MS)) >= PER_ADDRESS) {
      throw tooManyRequests(ENQUIRY_RATE_LIMITED);
    }
    await rate.record('enquiry', 'contact-form', request.ip);
    const [row] = await db
      .insert(enquiries)
      .values({ ...input, message: input.message || null })
      .returning();
    await mailer.send(enquiryNotification(config.supportEmail, row!));
    return reply.status(201).send({ id: row!.id, message: ENQUIRY_THANKS });
  });

  app.get('/admin/enquiries', { preHandler: requireRole('admin') }, async (request) => {
    const { page, pageSize } = parse(pageSchema, request.query);
    const rows = await db
      .select()
      .from(enquiries)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(enquiries);
    const items: Enquiry[] = rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    }));
    return { items, total: total?.n ?? 0, page, pageSize };
  });
}
