import { z } from 'zod';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { CONCERN_MSG } from '../../../shared/concerns/messages.js';
import {
  actionParams,
  concernActionSchema,
  concernCaseSchema,
  concernCountSchema,
  concernNoteSchema,
  concernPageSchema,
  concernQuerySchema,
  concernStatusSchema,
  ownConcernPageSchema,
  raiseConcernSchema,
  raisedConcernSchema,
} from '../../../shared/concerns/schemas.js';
import { idCursorQuerySchema } from '../../../shared/pagination.js';
import { idParam } from '../../../shared/validation.js';
import type { Api } from '../../http/contract.js';
import { currentUser } from '../../identity/guard.js';
import { requireLead } from '../../policies/concerns.js';
import { CONCERN_RAISERS } from '../../../shared/policies/safeguarding.js';
import { recordAudit } from '../../records/audit.js';
import type { Services } from '../../services.js';
import { leads, leadsOnly, refusals, tags } from './access.js';
import {
  addAction,
  addNote,
  changeStatus,
  completeAction,
  listConcerns,
  listOwn,
  loadCase,
  openCount,
} from './cases.js';
import { childCasesCsv } from './export.js';
import { raiseConcern } from './raise.js';

const raisers = { access: CONCERN_RAISERS };

/** Raising a concern, and the leads' queue and cases (issue 31 §3, decision 126). */
export function registerConcernRoutes(app: Api, services: Services) {
  const { db } = services;

  app.post(
    '/concerns',
    {
      config: raisers,
      schema: {
        summary: 'Raise a safeguarding concern',
        description:
          'About a child, a message or a lesson (each optional; a message or one-to-one lesson names its child). Every lead is told within 15 minutes, an urgent concern at once.',
        tags,
        body: raiseConcernSchema,
        response: { 201: raisedConcernSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const row = await raiseConcern(services, currentUser(request), request.body);
      const message = row.urgency === 'urgent' ? CONCERN_MSG.raisedUrgent : CONCERN_MSG.raised;
      return reply.code(201).send({ ...row, message } as never);
    },
  );

  app.get(
    '/concerns/mine',
    {
      config: raisers,
      schema: {
        summary: 'The concerns I raised, newest first, with their status',
        description: 'Never the leads’ notes, actions or outcome. Pass `nextCursor` as `cursor`.',
        tags,
        querystring: idCursorQuerySchema,
        response: { 200: ownConcernPageSchema },
      },
    },
    async (request) => listOwn(db, currentUser(request).id, request.query),
  );

  app.get(
    '/concerns',
    {
      config: leads,
      schema: {
        summary: 'The leads’ queue: cases newest first',
        description: `${leadsOnly} Cases not closed unless \`status\` says; no description, so listing reads nothing of a child's case.`,
        tags,
        querystring: concernQuerySchema,
        response: { 200: concernPageSchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      requireLead(currentUser(request));
      return listConcerns(db, request.query);
    },
  );

  app.get(
    '/concerns/count',
    {
      config: leads,
      schema: {
        summary: 'How many cases are not closed, for the menu',
        description: leadsOnly,
        tags,
        response: { 200: concernCountSchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      requireLead(currentUser(request));
      return openCount(db);
    },
  );

  app.get(
    '/concerns/:id',
    {
      config: leads,
      schema: {
        summary: 'Read a case: what was raised, its context, actions and history',
        description: `${leadsOnly} Each reading is an audit trail entry.`,
        tags,
        params: idParam,
        response: { 200: concernCaseSchema, ...refusals },
      },
    },
    async (request) => {
      requireLead(currentUser(request));
      const found = await loadCase(db, request.params.id);
      await recordAudit(db, request, {
        action: 'read',
        recordType: 'concern',
        recordId: found.id,
        reason: 'safeguarding',
      });
      return found;
    },
  );

  const work = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    run: (id: number, actorId: number, body: z.output<B>) => Promise<void>,
  ) =>
    app.post(
      `/concerns/:id/${path}`,
      {
        config: leads,
        schema: {
          summary,
          description: `${leadsOnly} Appends to the case's history. 409 once the case is closed.`,
          tags,
          params: idParam,
          body,
          response: { 200: concernCaseSchema, ...refusals, 409: errorBodySchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        requireLead(user);
        await run(request.params.id, user.id, request.body as z.output<B>);
        return loadCase(db, request.params.id);
      },
    );
  work('notes', 'Add a note to a case', concernNoteSchema, (id, actor, { body }) =>
    addNote(db, id, actor, body),
  );
  work(
    'actions',
    'Add an action, with its owner and due date',
    concernActionSchema,
    (id, actor, b) => addAction(db, id, actor, b),
  );
  work(
    'status',
    'Move a case on: in progress, closed with its outcome, or reopened',
    concernStatusSchema,
    (id, actor, b) => changeStatus(db, id, actor, b),
  );

  app.post(
    '/concerns/:id/actions/:actionId/done',
    {
      config: leads,
      schema: {
        summary: 'Mark an action done',
        description: leadsOnly,
        tags,
        params: actionParams,
        response: { 200: concernCaseSchema, ...refusals, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireLead(user);
      await completeAction(db, request.params.id, request.params.actionId, user.id);
      return loadCase(db, request.params.id);
    },
  );

  app.get(
    '/students/:id/concerns.csv',
    {
      config: leads,
      schema: {
        summary: 'All of a child’s cases, with their history, as CSV',
        description: `${leadsOnly} An audit trail entry records the export.`,
        tags,
        params: idParam,
        response: {
          200: {
            description: 'The cases as CSV.',
            content: { 'text/csv': { schema: z.unknown() } },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      requireLead(currentUser(request));
      const { csv, subjectId } = await childCasesCsv(db, request.params.id);
      await recordAudit(db, request, {
        action: 'export',
        recordType: 'student',
        recordId: request.params.id,
        subjectId,
        fields: ['concerns'],
        reason: 'safeguarding',
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="child-${request.params.id}-concerns.csv"`,
        )
        .send(csv);
    },
  );
}
