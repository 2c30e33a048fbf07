import { errorBodySchema, noContent } from '../../../shared/api/contract.js';
import {
  flagTermChangeSchema,
  flagTermPageSchema,
  flagTermRowSchema,
  flagTermSchema,
} from '../../../shared/concerns/schemas.js';
import { idCursorQuerySchema } from '../../../shared/pagination.js';
import { idParam } from '../../../shared/validation.js';
import type { Api } from '../../http/contract.js';
import { currentUser } from '../../identity/guard.js';
import { requireLead } from '../../policies/concerns.js';
import type { Services } from '../../services.js';
import { leads, leadsOnly, refusals, tags } from './access.js';
import { addTerm, listTerms, removeTerm, setEnabled } from './flag-terms.js';

/** The automatic flags' list, which leads tune (issue 31 §4). */
export function registerFlagTermRoutes(app: Api, { db }: Services) {
  app.get(
    '/concern-flags',
    {
      config: leads,
      schema: {
        summary: 'The automatic flags’ words and phrases, with how often each fired',
        description: `${leadsOnly} Pass \`nextCursor\` as \`cursor\`.`,
        tags,
        querystring: idCursorQuerySchema,
        response: { 200: flagTermPageSchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      requireLead(currentUser(request));
      return listTerms(db, request.query);
    },
  );

  app.post(
    '/concern-flags',
    {
      config: leads,
      schema: {
        summary: 'Add a word or phrase to the automatic flags',
        description: `${leadsOnly} Matched whole, case ignored. 409 if it is already listed.`,
        tags,
        body: flagTermSchema,
        response: { 201: flagTermRowSchema, 403: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      requireLead(currentUser(request));
      return reply.code(201).send(await addTerm(db, request.body.phrase));
    },
  );

  app.patch(
    '/concern-flags/:id',
    {
      config: leads,
      schema: {
        summary: 'Turn an entry on or off',
        description: leadsOnly,
        tags,
        params: idParam,
        body: flagTermChangeSchema,
        response: { 200: flagTermRowSchema, ...refusals },
      },
    },
    async (request) => {
      requireLead(currentUser(request));
      return setEnabled(db, request.params.id, request.body.enabled);
    },
  );

  app.delete(
    '/concern-flags/:id',
    {
      config: leads,
      schema: {
        summary: 'Remove an entry from the list',
        description: `${leadsOnly} Concerns it raised stay.`,
        tags,
        params: idParam,
        response: { 204: noContent, ...refusals },
      },
    },
    async (request, reply) => {
      requireLead(currentUser(request));
      await removeTerm(db, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
