import { z } from 'zod';
import type { Wire } from '../api/contract.js';

/* The designated safeguarding leads: admins named for it (issue 31 §2, decision 125). */

export const LEADS_MSG = {
  leadsOnly:
    'Only a designated safeguarding lead can read conversations, message reports and classroom chat.',
  namedByLeads: 'Only a safeguarding lead can name or remove safeguarding leads.',
  lastLead:
    'There must be at least one safeguarding lead: name another admin before removing this one.',
  notAdmin: 'Only an active admin can be a safeguarding lead.',
  /** The page a non-lead admin meets at a lead-only address, instead of a refused read. */
  leadsOnlyTitle: 'Only safeguarding leads can read conversations',
  leadsOnlyPage:
    'Conversations, classroom chat, message reports and concerns are read only by the designated safeguarding leads, and each reading is recorded in the audit trail. If you need one read, ask a lead.',
} as const;

/** Admins a page: a tuition has a handful, so one page holds them all. */
export const LEAD_LIST_LIMIT = 200;

export const leadAdminSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  safeguardingLead: z.boolean(),
});
export type LeadAdmin = Wire<typeof leadAdminSchema>;

export const leadListSchema = z.object({
  items: z.array(leadAdminSchema),
  /** Whether the caller may name or remove leads: a lead, or any admin while there is none. */
  canChange: z.boolean(),
});
export type LeadList = Wire<typeof leadListSchema>;

export const leadChangeSchema = z.object({
  safeguardingLead: z.boolean({ error: 'Say whether this admin is a safeguarding lead.' }),
});
