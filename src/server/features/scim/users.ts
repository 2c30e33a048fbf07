import { and, asc, count, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  provisioningEvents,
  scimUsers,
  type ProvisioningAction,
} from '../../db/schema-provisioning.js';
import { users } from '../../db/schema.js';
import { uniqueConflict } from '../../http/unique-conflict.js';
import { markLeaver, reopenLeaver, type LeaverContext } from '../leavers/leave.js';
import { addressNotAllowed, ScimError, userNotFound } from './errors.js';
import { mayHoldAddress } from '../../policies/company-domains.js';
import type { StoredUser, UserFields } from './resource.js';

/*
 * The company's employees as SCIM Users: its parent accounts (made by the directory, an import
 * or a code), with what the directory sent beside them in scim_users. Every read and write is
 * scoped to the token's company, so one company's directory never sees another's people.
 */

/** Matches no password (every real hash is argon2id): the person signs in by SSO or sets one. */
const NO_PASSWORD = '!';

const stored = {
  id: users.id,
  userName: users.username,
  email: users.email,
  fullName: users.fullName,
  active: sql<boolean>`${users.deactivatedAt} is null`,
  externalId: scimUsers.externalId,
  givenName: scimUsers.givenName,
  familyName: scimUsers.familyName,
  createdAt: users.createdAt,
  updatedAt: sql<Date>`coalesce(${scimUsers.updatedAt}, ${users.createdAt})`.mapWith(
    users.createdAt,
  ),
  version: sql<number>`coalesce(${scimUsers.version}, 1)`.mapWith(Number),
};

const employeesOf = (companyId: number) =>
  and(eq(users.companyId, companyId), eq(users.role, 'parent'), isNull(users.anonymisedAt));

const select = (db: Db) =>
  db.select(stored).from(users).leftJoin(scimUsers, eq(scimUsers.userId, users.id));

/** SCIM ids are ours: anything but a whole number names nobody (404, never a 400 or a 500). */
const idOf = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : null);

export async function findUser(db: Db, companyId: number, id: string): Promise<StoredUser> {
  const userId = idOf(id);
  const [user] =
    userId === null
      ? []
      : await select(db).where(and(employeesOf(companyId), eq(users.id, userId)));
  if (!user) throw userNotFound(id);
  return user;
}

export async function listUsers(
  db: Db,
  companyId: number,
  where: SQL | undefined,
  page: { startIndex: number; count: number },
) {
  const condition = and(employeesOf(companyId), where);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(scimUsers, eq(scimUsers.userId, users.id))
    .where(condition);
  const rows =
    page.count === 0
      ? []
      : await select(db)
          .where(condition)
          .orderBy(asc(users.id))
          .offset(page.startIndex - 1)
          .limit(page.count);
  return { total: total!.n, rows };
}

/** 409 uniqueness when another account holds the userName or the email (RFC 7644 §3.3). */
async function assertUnique(tx: Db, fields: UserFields, exceptId?: number) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        or(
          sql`lower(${users.username}) in (${fields.userName}, ${fields.email})`,
          sql`lower(${users.email}) in (${fields.userName}, ${fields.email})`,
        ),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw duplicate(fields.userName);
}

/** 400 for an address the company may not give an account (decision 128). */
async function assertCompanyAddress(tx: Db, companyId: number, email: string) {
  if (await mayHoldAddress(tx, companyId, email)) return;
  throw addressNotAllowed(email);
}

const duplicate = (userName: string) =>
  new ScimError(409, `A user with the userName or email ${userName} already exists.`, 'uniqueness');

/** A unique index's clash in a race is the same 409 as the check's. */
async function uniquely<T>(userName: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueConflict(err)) throw duplicate(userName);
    throw err;
  }
}

export const recordEvent = (
  tx: Db,
  companyId: number,
  action: ProvisioningAction,
  user?: { id: number; userName: string },
) =>
  tx
    .insert(provisioningEvents)
    .values({ companyId, action, userId: user?.id ?? null, userName: user?.userName ?? null });

async function keepScimFields(tx: Db, companyId: number, userId: number, fields: UserFields) {
  const values = {
    externalId: fields.externalId,
    givenName: fields.givenName,
    familyName: fields.familyName,
  };
  await tx
    .insert(scimUsers)
    .values({ userId, companyId, ...values })
    .onConflictDoUpdate({
      target: scimUsers.userId,
      set: {
        ...values,
        companyId,
        version: sql`${scimUsers.version} + 1`,
        updatedAt: sql`now()`,
      },
    });
}

export async function createUser(
  context: LeaverContext,
  companyId: number,
  fields: UserFields,
): Promise<StoredUser> {
  const { tx } = context;
  await assertCompanyAddress(tx, companyId, fields.email);
  await assertUnique(tx, fields);
  const [made] = await uniquely(fields.userName, () =>
    tx
      .insert(users)
      .values({
        username: fields.userName,
        email: fields.email,
        fullName: fields.fullName,
        role: 'parent',
        companyId,
        passwordHash: NO_PASSWORD,
        deactivatedAt: fields.active ? null : context.now,
      })
      .returning({ id: users.id }),
  );
  await keepScimFields(tx, companyId, made!.id, fields);
  await recordEvent(tx, companyId, 'created', { id: made!.id, userName: fields.userName });
  return findUser(tx, companyId, String(made!.id));
}

/** PUT, and PATCH once applied: the account takes the fields; a change of active is a leaver or a return. */
export async function replaceUser(
  context: LeaverContext,
  companyId: number,
  before: StoredUser,
  fields: UserFields,
): Promise<StoredUser> {
  const { tx } = context;
  // Only a new address is checked: a PUT that repeats an old one (a leaver's) still goes through.
  if (fields.email.toLowerCase() !== before.email.toLowerCase())
    await assertCompanyAddress(tx, companyId, fields.email);
  await assertUnique(tx, fields, before.id);
  await uniquely(fields.userName, () =>
    tx
      .update(users)
      .set({ username: fields.userName, email: fields.email, fullName: fields.fullName })
      .where(eq(users.id, before.id)),
  );
  await keepScimFields(tx, companyId, before.id, fields);
  const who = { id: before.id, userName: fields.userName };
  if (before.active && !fields.active) {
    await markLeaver(context, { id: before.id, companyId }, 'scim');
    await recordEvent(tx, companyId, 'deactivated', who);
  } else if (!before.active && fields.active) {
    await reopenLeaver(tx, before.id);
    await recordEvent(tx, companyId, 'reactivated', who);
  } else {
    await recordEvent(tx, companyId, 'updated', who);
  }
  return findUser(tx, companyId, String(before.id));
}

/**
 * DELETE: the person leaves as with active=false, and the account is no longer the company's, so
 * the directory finds it no more (404). The closed account stays for retention, not erased at once.
 */
export async function deleteUser(context: LeaverContext, companyId: number, user: StoredUser) {
  const { tx } = context;
  await markLeaver(context, { id: user.id, companyId }, 'scim');
  await tx.update(users).set({ companyId: null }).where(eq(users.id, user.id));
  await tx.delete(scimUsers).where(eq(scimUsers.userId, user.id));
  await recordEvent(tx, companyId, 'deleted', { id: user.id, userName: user.userName });
}
