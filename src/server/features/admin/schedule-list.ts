import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { defaultScheduleSort, type ScheduleFilterQuery } from '../../../shared/admin/schemas.js';
import type { Db } from '../../db/client.js';
import { scheduledSessions, users } from '../../db/schema.js';
import {
  afterTimeKey,
  keysetOrder,
  keysetRows,
  microsOf,
  timeKeyAfter,
  type Direction,
} from '../../http/keyset.js';
import { notCancelled } from '../../sessions/status.js';

export const scheduledColumns = {
  session: scheduledSessions,
  tutorName: users.fullName,
  tutorDeactivatedAt: users.deactivatedAt,
};

const pageColumns = { ...scheduledColumns, micros: microsOf(scheduledSessions.scheduledFor) };

/**
 * The admin schedule's pages (decision 067). Upcoming (spec 2 §2.2) is in the future and not
 * cancelled; All is every session. The two unfiltered lists in their usual order, which every
 * admin home asks for, run prepared statements (decision 058); any filter or the other order
 * builds its statement per request, each filter matching an index that ends in the time.
 */
export function scheduleList(db: Db) {
  const preparedPage = (direction: Direction, where?: SQL) =>
    db
      .select(pageColumns)
      .from(scheduledSessions)
      .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
      .where(
        and(where, afterTimeKey(direction, scheduledSessions.scheduledFor, scheduledSessions.id)),
      )
      .orderBy(...keysetOrder(direction, scheduledSessions.scheduledFor, scheduledSessions.id))
      .limit(sql.placeholder('limit'))
      .prepare(`admin_schedule_${direction}`);
  const prepared = { upcoming: preparedPage('asc', notCancelled), all: preparedPage('desc') };

  return (query: ScheduleFilterQuery) => {
    const { filter, cursor, pageSize, tutorId, subject, academicYear, status } = query;
    const sort = query.sort ?? defaultScheduleSort(filter);
    const direction: Direction = sort === 'date-asc' ? 'asc' : 'desc';
    const filtered = [tutorId, subject, academicYear, status].some((value) => value !== undefined);
    if (!filtered && sort === defaultScheduleSort(filter)) {
      // Only the first page of upcoming starts at now: a cursor is an upcoming session already.
      const after = timeKeyAfter(cursor, direction, filter === 'upcoming' ? new Date() : undefined);
      return prepared[filter].execute({ ...after, limit: pageSize + 1 });
    }
    return keysetRows(
      db
        .select(pageColumns)
        .from(scheduledSessions)
        .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
        .$dynamic(),
      { direction, time: scheduledSessions.scheduledFor, id: scheduledSessions.id },
      { cursor, pageSize },
      and(
        filter === 'upcoming'
          ? and(notCancelled, gt(scheduledSessions.scheduledFor, new Date()))
          : undefined,
        tutorId === undefined ? undefined : eq(scheduledSessions.tutorId, tutorId),
        subject === undefined
          ? undefined
          : sql`lower(${scheduledSessions.subject}) = lower(${subject})`,
        academicYear === undefined ? undefined : eq(scheduledSessions.academicYear, academicYear),
        status === undefined ? undefined : eq(scheduledSessions.status, status),
      ),
    );
  };
}
