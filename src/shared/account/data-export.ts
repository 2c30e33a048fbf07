import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import { AUDIT_REASONS } from '../audit/events.js';
import { cursorPageOf } from '../pagination.js';

/** How long a finished export can be downloaded before it is deleted. */
export const EXPORT_KEPT_DAYS = 7;

/** Each archive is built and emailed: a few a day is plenty for a person (issue 26 §3). */
export const OWN_EXPORTS_PER_DAY = 3;

export const EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;

export const dataExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(EXPORT_STATUSES),
  createdAt: dateTime,
  expiresAt: dateTime,
});
export type DataExport = Wire<typeof dataExportSchema>;

export const dataExportPageSchema = cursorPageOf(dataExportSchema);
export type DataExportPage = Wire<typeof dataExportPageSchema>;

export const exportIdParam = z.object({ id: z.uuid('Not found.') });

export const adminExportSchema = z.object({
  reason: z.enum(AUDIT_REASONS, { error: 'Choose a reason.' }),
});

export const EXPORT_MSG = {
  sectionTitle: 'Download your data',
  explanation: `A ZIP file with everything ClassPerk holds about you and your children: one JSON file per kind of record and a summary you can open in a browser. We email you when it is ready; the download stays here for ${EXPORT_KEPT_DAYS} days.`,
  button: 'Prepare my data',
  preparing: 'Preparing your download. We will email you when it is ready.',
  ready: 'Ready',
  failed: 'Failed: please try again.',
  download: 'Download ZIP',
  empty: 'No downloads yet.',
  tooMany: `You can prepare ${OWN_EXPORTS_PER_DAY} downloads a day. Please try again tomorrow.`,
} as const;

/** The admins' Data export dialog on the Accounts page. */
export const ADMIN_EXPORT_MSG = {
  menuItem: 'Export data',
  title: (name: string) => `Export ${name}’s data`,
  explanation: `A ZIP of everything held about this account, and a parent’s children, built in the background. Each export is written to the audit trail with its reason and can be downloaded here for ${EXPORT_KEPT_DAYS} days.`,
  button: 'Prepare export',
  listLabel: 'Exports of this account',
  empty: 'No exports of this account yet.',
} as const;
