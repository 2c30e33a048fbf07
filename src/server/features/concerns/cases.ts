import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { CONCERN_MSG } from '../../../shared/concerns/messages.js';
import type {
  ConcernActionInput,
  concernQuerySchema,
  ConcernStatusChange,
} from '../../../shared/concerns/schemas.js';
import type { ConcernCategory, ConcernStatus, Urgency } from '../../../shared/concerns/rules.js';
import type { IdCursor } from '../../../shared/pagination.js';
import type { Db } from '../../db/client.js';
import { concernActions, concernHistory, concerns } from '../../db/schema-concerns.js';
import { scheduledSessions, students, users } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { keysetRows, pageFrom } from '../../http/keyset.js';
import { ownConcernColumns } from '../../records/concerns.js';

/** The most history lines a case answers with: its newest. */
const HISTORY_LIMIT = 200;
const ACTIONS_LIMIT = 100;

const raiser = alias(users, 'raiser');
const childUser = alias(users, 'child_user');
const childName = sql<string | null>`coalesce(${students.name}, ${childUser.fullName})`;

const summaryColumns = {
  id: concerns.id,
  category: sql<ConcernCategory>`${concerns.category}`,
  urgency: sql<Urgency>`${concerns.urgency}`,
  status: sql<ConcernStatus>`${concerns.status}`,
  childName,
  raisedByName: raiser.fullName,
  raisedAt: concerns.raisedAt,
  notifiedAt: concerns.notifiedAt,
};

const withNames = <T extends Parameters<typeof keysetRows>[0]>(select: T) =>
  select
    .leftJoin(raiser, eq(raiser.id, concerns.raisedBy))
    .leftJoin(students, eq(students.id, concerns.studentId))
    .leftJoin(childUser, eq(childUser.id, students.userId));

/** The leads' queue: newest first, open and in-progress cases unless a status is asked for. */
export async function listConcerns(db: Db, query: z.output<typeof concernQuerySchema>) {
  const where: SQL = query.status
    ? eq(concerns.status, query.status)
    : sql`${concerns.status} <> 'closed'`;
  const rows = await keysetRows(
    withNames(db.select(summaryColumns).from(concerns).$dynamic()),
    { direction: 'desc', id: concerns.id },
    query,
    where,
  );
  return pageFrom(
    rows,
    query.pageSize,
    (row) => String(row.id),
    (row) => row,
  );
}

/** The count in the leads' menu: cases nobody has closed. */
export async function openCount(db: Db) {
  const [row] = await db
    .select({ open: count() })
    .from(concerns)
    .where(sql`${concerns.status} <> 'closed'`);
  return { open: row?.open ?? 0 };
}

/** One whole case: what was raised, its context, its actions and its history, or 404. */
export async function loadCase(db: Db, id: number) {
  const [row] = await withNames(
    db
      .select({
        ...summaryColumns,
        description: concerns.description,
        outcome: concerns.outcome,
        studentId: concerns.studentId,
        messageId: concerns.messageId,
        sessionId: concerns.sessionId,
        sessionTitle: scheduledSessions.title,
        context: concerns.context,
        closedAt: concerns.closedAt,
      })
      .from(concerns)
      .$dynamic(),
  )
    .leftJoin(scheduledSessions, eq(scheduledSessions.id, concerns.sessionId))
    .where(eq(concerns.id, id));
  if (!row) throw notFound(CONCERN_MSG.notFound);
  const actions = await db
    .select({
      id: concernActions.id,
      description: concernActions.description,
      owner: concernActions.owner,
      dueOn: concernActions.dueOn,
      doneAt: concernActions.doneAt,
    })
    .from(concernActions)
    .where(eq(concernActions.concernId, id))
    .orderBy(asc(concernActions.id))
    .limit(ACTIONS_LIMIT);
  const history = await db
    .select({
      id: concernHistory.id,
      kind: sql<'raised'>`${concernHistory.kind}`,
      actorName: users.fullName,
      body: concernHistory.body,
      at: concernHistory.at,
    })
    .from(concernHistory)
    .leftJoin(users, eq(users.id, concernHistory.actorId))
    .where(eq(concernHistory.concernId, id))
    .orderBy(desc(concernHistory.id))
    .limit(HISTORY_LIMIT);
  return { ...row, actions, history: history.reverse() };
}

/** A case still being worked, locked for the change; 404 if none, 409 once closed. */
async function openCase(tx: Db, id: number) {
  const [row] = await tx
    .select({ status: concerns.status })
    .from(concerns)
    .where(eq(concerns.id, id))
    .for('update');
  if (!row) throw notFound(CONCERN_MSG.notFound);
  if (row.status === 'closed') throw conflict(CONCERN_MSG.closed);
}

const history = (tx: Db, concernId: number, actorId: number, kind: string, body: string) =>
  tx.insert(concernHistory).values({ concernId, actorId, kind, body });

export function addNote(db: Db, id: number, actorId: number, body: string) {
  return db.transaction(async (tx) => {
    await openCase(tx, id);
    await history(tx, id, actorId, 'note', body);
  });
}

export function addAction(db: Db, id: number, actorId: number, action: ConcernActionInput) {
  return db.transaction(async (tx) => {
    await openCase(tx, id);
    await tx.insert(concernActions).values({
      concernId: id,
      description: action.description,
      owner: action.owner,
      dueOn: action.dueOn ?? null,
      createdBy: actorId,
    });
    const due = action.dueOn ? `, due ${action.dueOn}` : '';
    await history(tx, id, actorId, 'action', `${action.description} (${action.owner}${due})`);
  });
}

export function completeAction(db: Db, id: number, actionId: number, actorId: number) {
  return db.transaction(async (tx) => {
    await openCase(tx, id);
    const [done] = await tx
      .update(concernActions)
      .set({ doneAt: sql`now()` })
      .where(
        and(
          eq(concernActions.id, actionId),
          eq(concernActions.concernId, id),
          sql`${concernActions.doneAt} is null`,
        ),
      )
      .returning({ description: concernActions.description });
    if (!done) throw notFound(CONCERN_MSG.actionNotFound);
    await history(tx, id, actorId, 'action_done', done.description);
  });
}

/** Moves a case on; closing records its outcome, and a closed case can be reopened. */
export function changeStatus(db: Db, id: number, actorId: number, change: ConcernStatusChange) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(concerns)
      .set(
        change.status === 'closed'
          ? { status: 'closed', outcome: change.outcome!, closedAt: sql`now()` }
          : { status: change.status, outcome: null, closedAt: null },
      )
      .where(eq(concerns.id, id))
      .returning({ id: concerns.id });
    if (!row) throw notFound(CONCERN_MSG.notFound);
    const outcome = change.status === 'closed' ? `: ${change.outcome}` : '';
    await history(tx, id, actorId, 'status', `${change.status}${outcome}`);
  });
}

/** Concerns the person raised, newest first: their status only. */
export async function listOwn(
  db: Db,
  userId: number,
  query: { cursor?: IdCursor; pageSize: number },
) {
  const rows = await keysetRows(
    db.select(ownConcernColumns).from(concerns).$dynamic(),
    { direction: 'desc', id: concerns.id },
    query,
    eq(concerns.raisedBy, userId),
  );
  return pageFrom(
    rows,
    query.pageSize,
    (row) => String(row.id),
    (row) => row,
  );
}
