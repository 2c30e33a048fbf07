import { and, asc, eq, isNull } from 'drizzle-orm';
import { errorBodySchema } from '../../../shared/api/contract.js';
import {
  LEAD_LIST_LIMIT,
  LEADS_MSG,
  leadAdminSchema,
  leadChangeSchema,
  leadListSchema,
} from '../../../shared/leads/schemas.js';
import { mayRemoveLead } from '../../../shared/policies/safeguarding.js';
import { idParam } from '../../../shared/validation.js';
import { users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { badRequest, conflict } from '../../http/errors.js';
import { currentUser } from '../../identity/guard.js';
import { leadsForChange, mayNameLeads } from '../../policies/safeguarding.js';
import { recordAudit } from '../../records/audit.js';
import type { Services } from '../../services.js';

const tags = ['Admin: safeguarding leads'];
const admins = { access: ['admin'] as const };
const columns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  safeguardingLead: users.safeguardingLead,
};
const activeAdmin = and(eq(users.role, 'admin'), isNull(users.deactivatedAt));

/** Naming the designated safeguarding leads among the admins (issue 31 §2, decision 125). */
export function registerSafeguardingLeadRoutes(app: Api, { db }: Services) {
  app.get(
    '/admin/safeguarding-leads',
    {
      config: admins,
      schema: {
        summary: 'The active admins and which are safeguarding leads',
        description: `By name; at most ${LEAD_LIST_LIMIT}. \`canChange\` says whether the caller may name or remove leads.`,
        tags,
        response: { 200: leadListSchema },
      },
    },
    async (request) => ({
      items: await db
        .select(columns)
        .from(users)
        .where(activeAdmin)
        .orderBy(asc(users.fullName), asc(users.id))
        .limit(LEAD_LIST_LIMIT),
      canChange: await mayNameLeads(db, currentUser(request)),
    }),
  );

  app.put(
    '/admin/safeguarding-leads/:id',
    {
      config: admins,
      schema: {
        summary: 'Name an admin a safeguarding lead, or remove the permission',
        description:
          'Only a lead may (any admin while there is none). The last lead cannot be removed. Audited.',
        tags,
        params: idParam,
        body: leadChangeSchema,
        response: {
          200: leadAdminSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { safeguardingLead } = request.body;
      return db.transaction(async (tx) => {
        const leads = await leadsForChange(tx, currentUser(request));
        const [target] = await tx
          .select(columns)
          .from(users)
          .where(and(eq(users.id, request.params.id), activeAdmin))
          .for('update');
        if (!target) throw badRequest(LEADS_MSG.notAdmin);
        if (target.safeguardingLead === safeguardingLead) return target;
        // The target is a lead here (unchanged otherwise), so it is among those counted.
        if (!safeguardingLead && !mayRemoveLead(leads.length)) {
          throw conflict(LEADS_MSG.lastLead);
        }
        const [updated] = await tx
          .update(users)
          .set({ safeguardingLead })
          .where(eq(users.id, target.id))
          .returning(columns);
        await recordAudit(tx, request, {
          action: 'update',
          recordType: 'user',
          recordId: target.id,
          subjectId: target.id,
          fields: ['safeguardingLead'],
        });
        return updated!;
      });
    },
  );
}
