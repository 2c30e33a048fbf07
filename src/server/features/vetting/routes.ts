import { sql } from 'drizzle-orm';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { isSafeguardingLead } from '../../../shared/policies/safeguarding.js';
import { idParam } from '../../../shared/validation.js';
import {
  ownVettingSchema,
  recordCheckSchema,
  tutorVettingSchema,
  vettingSettingsSchema,
} from '../../../shared/vetting/schemas.js';
import { vettingSettings } from '../../db/schema-vetting.js';
import type { Api } from '../../http/contract.js';
import { currentUser } from '../../identity/guard.js';
import { renewalMonths } from '../../policies/vetting.js';
import { recordAudit, recordAudits } from '../../records/audit.js';
import type { Services } from '../../services.js';
import { ownVetting, recordCheck, tutorVetting, vettingTutor } from './queries.js';

const tags = ['Admin: vetting'];
const admins = { access: ['admin'] as const };

/** Tutors' vetting records (issue 31 §1, decision 125): the admins record, the tutor reads their status. */
export function registerVettingRoutes(app: Api, { db, jobs, config }: Services) {
  app.get(
    '/admin/tutors/:id/vetting',
    {
      config: admins,
      schema: {
        summary:
          'A tutor’s vetting record: its status, each check with who recorded it, the history',
        description:
          'The DBS certificate number is given only to safeguarding leads, and each one given is an audit trail `read`; others see `certificateRecorded`.',
        tags,
        params: idParam,
        response: { 200: tutorVettingSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const record = await tutorVetting(
        db,
        request.params.id,
        jobs.now(),
        isSafeguardingLead(currentUser(request)),
      );
      // A certificate number is a lead-only read (issue 31 §2): each one shown is on the trail.
      const shown = [...record.current, ...record.history].filter((c) => c.certificateNumber);
      await recordAudits(
        db,
        request,
        shown.map((check) => ({
          action: 'read' as const,
          recordType: 'vetting_check' as const,
          recordId: check.id,
          subjectId: record.tutorId,
          fields: ['certificateNumber'],
        })),
      );
      return record;
    },
  );

  app.post(
    '/admin/tutors/:id/vetting',
    {
      config: admins,
      schema: {
        summary: 'Record one check; it supersedes the current record of that check',
        description:
          'The superseded record stays in the history for the audit. No copy of a document is kept: only what the check found, who recorded it and when.',
        tags,
        params: idParam,
        body: recordCheckSchema,
        response: { 201: tutorVettingSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const tutorId = (await vettingTutor(db, request.params.id)).id;
      const now = jobs.now();
      await db.transaction(async (tx) => {
        const id = await recordCheck(tx, tutorId, request.body, user.id, now);
        await recordAudit(tx, request, {
          action: 'create',
          recordType: 'vetting_check',
          recordId: id,
          subjectId: tutorId,
          fields: [request.body.kind],
        });
      });
      return reply.status(201).send(await tutorVetting(db, tutorId, now, isSafeguardingLead(user)));
    },
  );

  app.get(
    '/admin/vetting-settings',
    {
      config: admins,
      schema: {
        summary: 'How many months a DBS Update Service status check counts for',
        tags,
        response: { 200: vettingSettingsSchema },
      },
    },
    async () => ({ renewalMonths: await renewalMonths(db) }),
  );

  app.put(
    '/admin/vetting-settings',
    {
      config: admins,
      schema: {
        summary: 'Set how many months a DBS Update Service status check counts for',
        description:
          'Tutors are warned 30 days before their check falls due and cannot teach from that day.',
        tags,
        body: vettingSettingsSchema,
        response: { 200: vettingSettingsSchema },
      },
    },
    async (request) => {
      const { renewalMonths: months } = request.body;
      const values = {
        renewalMonths: months,
        updatedAt: sql`now()`,
        updatedBy: currentUser(request).id,
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(vettingSettings)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: vettingSettings.id, set: values });
        await recordAudit(tx, request, {
          action: 'update',
          recordType: 'vetting_settings',
          recordId: 1,
          fields: ['renewalMonths'],
        });
      });
      return { renewalMonths: months };
    },
  );

  app.get(
    '/account/vetting',
    {
      config: { access: ['tutor'] },
      schema: {
        summary: 'The signed-in tutor’s vetting status, each check’s state and dates',
        description:
          'Never the DBS certificate number: only safeguarding leads read it, and a tutor is never one. `contactEmail` is where to send a renewed check.',
        tags: ['Account'],
        response: { 200: ownVettingSchema },
      },
    },
    async (request) => ownVetting(db, currentUser(request).id, jobs.now(), config.supportEmail),
  );
}
