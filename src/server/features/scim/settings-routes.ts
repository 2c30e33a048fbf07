import { and, eq } from 'drizzle-orm';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { cursorQuerySchema } from '../../../shared/pagination.js';
import { mayManageProvisioning } from '../../../shared/policies/provisioning.js';
import {
  newScimTokenSchema,
  provisioningEventPageSchema,
  provisioningSchema,
} from '../../../shared/provisioning/schemas.js';
import { idParam } from '../../../shared/validation.js';
import { companyProvisioning, provisioningEvents } from '../../db/schema-provisioning.js';
import { companies } from '../../db/schema.js';
import type { Access } from '../../http/access.js';
import type { Api } from '../../http/contract.js';
import { forbidden, notFound } from '../../http/errors.js';
import { keysetRows, microsOf, pageFrom, timeCursorOf } from '../../http/keyset.js';
import { currentUser } from '../../identity/guard.js';
import type { Services } from '../../services.js';
import { SCIM_PREFIX } from './routes.js';
import { rotateToken } from './token.js';

const tags = ['Provisioning'];
const errors = { 403: errorBodySchema, 404: errorBodySchema };

type Request = Parameters<typeof currentUser>[0];

/** Where the routes are, whom they are for and how each finds its company. */
const SCOPES: {
  path: string;
  access: { access: Access };
  params: typeof idParam | undefined;
  companyOf: (request: Request) => number;
}[] = [
  {
    // The contact's own company, taken from the session, never the request (as the report does).
    path: '/employer/provisioning',
    access: { access: ['employer'] },
    params: undefined,
    companyOf: (request: Request) => currentUser(request).companyId ?? 0,
  },
  {
    path: '/admin/companies/:id/provisioning',
    access: { access: ['admin'] },
    params: idParam,
    companyOf: (request: Request) => (request.params as { id: number }).id,
  },
];

/**
 * The company's SCIM set-up, for its employer contact and for admins (issue 30 §6): the base URL,
 * the token (made or replaced, shown once) and the directory's last events, newest first.
 */
export function registerProvisioningRoutes(app: Api, { db, config }: Services) {
  const company = async (request: Request, companyId: number) => {
    if (!mayManageProvisioning(currentUser(request), companyId)) throw forbidden();
    const [row] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!row) throw notFound('Company not found.');
    return row.id;
  };

  for (const { path, access, params, companyOf } of SCOPES) {
    const withParams = params ? { params } : {};
    app.get(
      path,
      {
        config: access,
        schema: {
          summary: "A company's SCIM set-up",
          tags,
          ...withParams,
          response: { 200: provisioningSchema, ...errors },
        },
      },
      async (request) => {
        const companyId = await company(request, companyOf(request));
        const [row] = await db
          .select()
          .from(companyProvisioning)
          .where(eq(companyProvisioning.companyId, companyId));
        return {
          baseUrl: `${config.publicUrl}${SCIM_PREFIX}`,
          current:
            row?.scimTokenHint && row.scimTokenCreatedAt
              ? { lastFour: row.scimTokenHint, madeAt: row.scimTokenCreatedAt }
              : null,
          noticeDays: row?.noticeDays ?? null,
        };
      },
    );

    app.post(
      `${path}/token`,
      {
        config: access,
        schema: {
          summary: 'Make a new SCIM token for the company (the old one stops working)',
          description: 'The token is in this answer only; ClassPerk keeps its hash.',
          tags,
          ...withParams,
          response: { 200: newScimTokenSchema, ...errors },
        },
      },
      async (request) => {
        const companyId = await company(request, companyOf(request));
        const token = await db.transaction((tx) => rotateToken(tx, companyId, new Date()));
        return { token };
      },
    );

    app.get(
      `${path}/events`,
      {
        config: access,
        schema: {
          summary: "What the company's directory did, newest first",
          tags,
          ...withParams,
          querystring: cursorQuerySchema,
          response: { 200: provisioningEventPageSchema, ...errors },
        },
      },
      async (request) => {
        const companyId = await company(request, companyOf(request));
        const { cursor, pageSize } = request.query;
        const rows = await keysetRows(
          db
            .select({ event: provisioningEvents, micros: microsOf(provisioningEvents.occurredAt) })
            .from(provisioningEvents)
            .$dynamic(),
          { direction: 'desc', time: provisioningEvents.occurredAt, id: provisioningEvents.id },
          { cursor, pageSize },
          and(eq(provisioningEvents.companyId, companyId)),
        );
        return pageFrom(
          rows,
          pageSize,
          (row) => timeCursorOf(row.micros, row.event.id),
          ({ event }) => event,
        );
      },
    );
  }
}
