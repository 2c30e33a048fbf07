import { and, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from '../../../shared/api/contract.js';
import {
  accountQuerySchema,
  adminAccountPageSchema,
  adminAccountSchema,
} from '../../../shared/security/schemas.js';
import { idParam } from '../../../shared/validation.js';
import { containsPattern } from '../../db/like.js';
import type { Db } from '../../db/client.js';
import { authSessions, companies, users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { badRequest, notFound } from '../../http/errors.js';
import { keysetRows, pageFrom } from '../../http/keyset.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { disableAccount, enableAccount, endSessions } from './account-controls.js';

export const CANNOT_DISABLE_SELF =
  'You cannot disable your own account. Ask another admin if it must be closed.';
const NO_ACCOUNT = 'No account with that id.';

/**
 * Every account, for admins: find one by name, username or email, and disable it, enable it or
 * sign it out everywhere. The tutor screens call the same controls.
 */
export function registerAdminAccountRoutes(app: Api, services: Services) {
  const { db, config } = services;
  const tags = ['Admin: accounts'];

  /** Accounts with their company and how many of their sessions are still live. */
  const selectAccounts = () =>
    db
      .select({
        user: users,
        companyName: companies.name,
        sessions: db.$count(
          authSessions,
          and(
            eq(authSessions.userId, users.id),
            gt(authSessions.expiresAt, sql`now()`),
            gt(
              authSessions.lastSeenAt,
              sql`now() - ${config.sessionIdleMs} * interval '1 millisecond'`,
            ),
          ),
        ),
      })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId));

  const findAccount = async (id: number) => {
    const [row] = await selectAccounts().where(eq(users.id, id));
    return row;
  };
  type Row = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

  const present = ({ user, companyName, sessions }: Row) => ({
    id: user.id,
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    role: user.role,
    companyName,
    isActive: !user.deactivatedAt,
    mfaEnabled: Boolean(user.mfaEnabledAt),
    sessions,
    createdAt: user.createdAt,
  });

  const existing = async (id: number) => {
    const row = await findAccount(id);
    if (!row) throw notFound(NO_ACCOUNT);
    return row;
  };

  app.get(
    '/accounts',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Accounts of every role, newest first',
        description:
          'Filter by part of a name, username or email, by role and by status. Pass the `nextCursor` of one answer as `cursor` for the next page.',
        tags,
        querystring: accountQuerySchema,
        response: { 200: adminAccountPageSchema },
      },
    },
    async (request) => {
      const { q, role, status, cursor, pageSize } = request.query;
      const filters: (SQL | undefined)[] = [];
      if (q) {
        const pattern = containsPattern(q);
        filters.push(
          or(
            ilike(users.fullName, pattern),
            ilike(users.username, pattern),
            ilike(users.email, pattern),
          ),
        );
      }
      if (role) filters.push(eq(users.role, role));
      if (status === 'active') filters.push(isNull(users.deactivatedAt));
      if (status === 'disabled') filters.push(isNotNull(users.deactivatedAt));
      const rows = await keysetRows(
        selectAccounts().$dynamic(),
        { direction: 'desc', id: users.id },
        { cursor, pageSize },
        and(...filters),
      );
      return pageFrom(rows, pageSize, (row) => String(row.user.id), present);
    },
  );

  const controls = [
    {
      action: 'disable',
      summary: 'Disable an account and sign it out everywhere',
      description:
        'It can no longer sign in until enabled again. Admins cannot disable themselves.',
      run: (tx: Db, request: FastifyRequest, id: number) =>
        disableAccount(tx, request, id, services),
    },
    {
      action: 'enable',
      summary: 'Let a disabled account sign in again',
      description: 'It signs in with the password it had.',
      run: enableAccount,
    },
    {
      action: 'end-sessions',
      summary: 'Sign an account out everywhere',
      description: 'Ends its sessions and any sign-in waiting for its second step.',
      run: endSessions,
    },
  ] as const;

  for (const { action, summary, description, run } of controls) {
    app.post(
      `/accounts/:id/${action}`,
      {
        config: { access: ['admin'] },
        schema: {
          summary,
          description,
          tags,
          params: idParam,
          response: { 200: adminAccountSchema, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        await existing(id);
        if (action === 'disable' && id === currentUser(request).id) {
          throw badRequest(CANNOT_DISABLE_SELF);
        }
        await db.transaction((tx) => run(tx, request, id));
        return present(await existing(id));
      },
    );
  }
}
