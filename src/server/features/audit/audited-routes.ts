import type { AuditAction, AuditReason, AuditRecordType } from '../../../shared/audit/events.js';

/**
 * Where an audited call finds its record's id: a route parameter, or the `id` of the answer for
 * a call that creates the record.
 */
export type IdSource = { param: string } | 'answer';

export interface AuditedRoute {
  action: AuditAction;
  recordType: AuditRecordType;
  id: IdSource;
  /** The reason every call of the route has, as a code. */
  reason?: AuditReason;
}

const byId = { param: 'id' } as const;

/**
 * Calls of other features that read a child's details or change an account, recorded after a
 * successful answer (issue 17 §1). Keyed by method and route pattern, so a feature's code needs no
 * change to be audited; the route sweep test holds every admin account call to this list.
 */
export const AUDITED_ROUTES: Record<string, AuditedRoute> = {
  'GET /api/students/:id': { action: 'read', recordType: 'student', id: byId },
  'PUT /api/students/:id': { action: 'update', recordType: 'student', id: byId },
  'DELETE /api/students/:id': { action: 'erase', recordType: 'student', id: byId },
  'GET /api/attendance/children/:id': { action: 'read', recordType: 'student', id: byId },
  'GET /api/scheduled-sessions/student/:userId': {
    action: 'read',
    recordType: 'user',
    id: { param: 'userId' },
  },
  'POST /api/admin/accounts/:id/disable': { action: 'disable', recordType: 'user', id: byId },
  'POST /api/admin/accounts/:id/enable': { action: 'enable', recordType: 'user', id: byId },
  'POST /api/admin/accounts/:id/end-sessions': {
    action: 'end_sessions',
    recordType: 'user',
    id: byId,
  },
  'POST /api/admin/users/:id/second-factor/reset': {
    action: 'reset_second_factor',
    recordType: 'user',
    id: byId,
  },
  'GET /api/admin/tutors/:id': { action: 'read', recordType: 'user', id: byId },
  'POST /api/admin/tutors': { action: 'create', recordType: 'user', id: 'answer' },
  'PUT /api/admin/tutors/:id': { action: 'update', recordType: 'user', id: byId },
  'POST /api/admin/tutors/:id/deactivate': { action: 'disable', recordType: 'user', id: byId },
  'POST /api/admin/tutors/:id/reactivate': { action: 'enable', recordType: 'user', id: byId },
  'POST /api/admin/companies/:id/contacts': { action: 'create', recordType: 'user', id: 'answer' },
  'DELETE /api/admin/companies/:id/contacts/:contactId': {
    action: 'erase',
    recordType: 'user',
    id: { param: 'contactId' },
  },
  'POST /api/admin/bulk-upload-employees': {
    action: 'create',
    recordType: 'user',
    id: 'answer',
  },
  'POST /api/admin/generate-bulk-accounts': {
    action: 'create',
    recordType: 'user',
    id: 'answer',
  },
  'POST /api/admin/create-registration-code': {
    action: 'create',
    recordType: 'registration_code',
    id: 'answer',
  },
  'POST /api/admin/registration-codes/:id/revoke': {
    action: 'disable',
    recordType: 'registration_code',
    id: byId,
  },
};
