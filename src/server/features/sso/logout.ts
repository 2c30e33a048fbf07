import type { FastifyRequest } from 'fastify';
import { signsInThroughCompany } from '../../../shared/policies/sso.js';
import { signOutEverywhere } from '../../identity/sessions.js';
import { recordSecurityEvent } from '../../records/security-log.js';
import type { Services } from '../../services.js';
import type { UserRow } from '../../db/schema.js';

/**
 * The company's provider signed the person out (a verified SAML LogoutRequest or OIDC logout
 * token): every session of theirs ends, on every app server (decision 073). Only the company's own
 * parents: a provider never signs out someone it does not own. Answers how many sessions ended.
 */
export async function endSessionsForProvider(
  services: Services,
  request: FastifyRequest,
  companyId: number,
  user: UserRow | undefined,
): Promise<number> {
  if (!user || !signsInThroughCompany(user, companyId)) return 0;
  return services.db.transaction(async (tx) => {
    const sessions = await signOutEverywhere(tx, user.id);
    await recordSecurityEvent(tx, request, {
      type: 'sessions_ended',
      outcome: 'success',
      actorId: null,
      subjectId: user.id,
      detail: { sessions, by: 'idp', companyId },
    });
    return sessions;
  });
}
