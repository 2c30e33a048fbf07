import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../services.js';
import { MAX_RESULTS, serviceProviderConfig, userResourceType, userSchema } from './discovery.js';
import { invalidValue, ScimError } from './errors.js';
import { filterWhere } from './filter.js';
import { readUser } from './input.js';
import { applyPatch } from './patch.js';
import { LIST_SCHEMA, toScimUser, USER_SCHEMA } from './resource.js';
import { companyOfToken } from './token.js';
import { createUser, deleteUser, findUser, listUsers, replaceUser } from './users.js';

export const SCIM_PREFIX = '/scim/v2';
const SCIM_TYPE = 'application/scim+json; charset=utf-8';

declare module 'fastify' {
  interface FastifyRequest {
    /** The company whose SCIM token the request carries. */
    scimCompanyId: number | null;
  }
}

const listQuery = z.object({
  filter: z.string().optional(),
  startIndex: z.coerce.number().int().optional(),
  count: z.coerce.number().int().optional(),
});

const listOf = (resources: unknown[], total = resources.length, startIndex = 1) => ({
  schemas: [LIST_SCHEMA],
  totalResults: total,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});

function scimError(error: FastifyError | ScimError, request: FastifyRequest, reply: FastifyReply) {
  let scim = error instanceof ScimError ? error : undefined;
  if (!scim && (error as FastifyError).statusCode && (error as FastifyError).statusCode! < 500) {
    const status = (error as FastifyError).statusCode!;
    scim = new ScimError(status, error.message, status === 400 ? 'invalidSyntax' : undefined);
  }
  if (!scim) {
    request.log.error({ err: error, reqId: request.id }, 'SCIM request failed');
    scim = new ScimError(500, `The server could not do this; quote ${request.id}.`);
  }
  return reply.status(scim.status).type(SCIM_TYPE).send(scim.body());
}

/**
 * SCIM 2.0 (RFC 7643, 7644) for each company at /scim/v2, outside /api: the directory speaks
 * SCIM's own media type, errors and paging, and signs in with the company's bearer token rather
 * than a session (decision 124). The company comes from the token alone.
 */
export async function registerScimRoutes(app: FastifyInstance, services: Services) {
  const { db, config, mail } = services;
  const baseUrl = `${config.publicUrl}${SCIM_PREFIX}`;
  app.decorateRequest('scimCompanyId', null);

  await app.register(
    async (scim) => {
      scim.addContentTypeParser(
        'application/scim+json',
        { parseAs: 'string' },
        scim.getDefaultJsonParser('error', 'error'),
      );
      scim.setErrorHandler(scimError);
      scim.setNotFoundHandler((request, reply) =>
        scimError(
          new ScimError(404, `No SCIM endpoint at ${request.url.split('?')[0]}.`),
          request,
          reply,
        ),
      );
      scim.addHook('onRequest', async (request) => {
        request.scimCompanyId = await companyOfToken(db, request.headers.authorization);
        // A write may queue email in its transaction: the job engine must be running first.
        if (request.method !== 'GET') await app.startJobs();
      });
      scim.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        if (reply.statusCode !== 204) reply.type(SCIM_TYPE);
        return payload;
      });
      const company = (request: FastifyRequest) => request.scimCompanyId!;
      const context = (request: FastifyRequest, tx: typeof db) => ({
        tx,
        mail,
        publicUrl: config.publicUrl,
        now: new Date(),
        request,
      });

      scim.get('/ServiceProviderConfig', async () => serviceProviderConfig(baseUrl));
      scim.get('/ResourceTypes', async () => listOf([userResourceType(baseUrl)]));
      scim.get('/ResourceTypes/User', async () => userResourceType(baseUrl));
      scim.get('/Schemas', async () => listOf([userSchema(baseUrl)]));
      scim.get<{ Params: { id: string } }>('/Schemas/:id', async (request) => {
        if (request.params.id !== USER_SCHEMA)
          throw new ScimError(404, `No schema ${request.params.id}.`);
        return userSchema(baseUrl);
      });

      scim.get('/Users', async (request) => {
        const query = listQuery.safeParse(request.query);
        if (!query.success) throw invalidValue('startIndex and count are whole numbers.');
        // RFC 7644 §3.4.2.4: below 1 is 1, a negative count is 0; past the maximum is the maximum.
        const startIndex = Math.max(1, query.data.startIndex ?? 1);
        const count = Math.min(MAX_RESULTS, Math.max(0, query.data.count ?? MAX_RESULTS));
        const { total, rows } = await listUsers(
          db,
          company(request),
          filterWhere(query.data.filter),
          {
            startIndex,
            count,
          },
        );
        return listOf(
          rows.map((row) => toScimUser(row, baseUrl)),
          total,
          startIndex,
        );
      });

      scim.get<{ Params: { id: string } }>('/Users/:id', async (request) =>
        toScimUser(await findUser(db, company(request), request.params.id), baseUrl),
      );

      scim.post('/Users', async (request, reply) => {
        const fields = readUser(request.body);
        const user = await db.transaction((tx) =>
          createUser(context(request, tx), company(request), fields),
        );
        return reply
          .status(201)
          .header('location', `${baseUrl}/Users/${user.id}`)
          .send(toScimUser(user, baseUrl));
      });

      scim.put<{ Params: { id: string } }>('/Users/:id', async (request) => {
        const fields = readUser(request.body);
        const user = await db.transaction(async (tx) => {
          const before = await findUser(tx, company(request), request.params.id);
          return replaceUser(context(request, tx), company(request), before, fields);
        });
        return toScimUser(user, baseUrl);
      });

      scim.patch<{ Params: { id: string } }>('/Users/:id', async (request) => {
        const user = await db.transaction(async (tx) => {
          const before = await findUser(tx, company(request), request.params.id);
          const fields = readUser(applyPatch(toScimUser(before, baseUrl), request.body));
          return replaceUser(context(request, tx), company(request), before, fields);
        });
        return toScimUser(user, baseUrl);
      });

      scim.delete<{ Params: { id: string } }>('/Users/:id', async (request, reply) => {
        await db.transaction(async (tx) => {
          const user = await findUser(tx, company(request), request.params.id);
          await deleteUser(context(request, tx), company(request), user);
        });
        return reply.status(204).send();
      });
    },
    { prefix: SCIM_PREFIX },
  );
}
