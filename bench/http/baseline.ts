import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';

/** Runs one parameterised statement and gives its rows: a pg pool, or PGlite's one connection. */
export type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

const COOKIE = /(?:^|;\s*)classperk_session=([^;]+)/;
const IDLE = "interval '3 days'";

// The fields the app's /api/user answers, so that both give the same answer (decision 073).
const SESSION = `select u.id, u.username, u.email, u.full_name as "fullName", u.role,
    u.profile_image as "profileImage", u.company_id as "companyId", u.is_activated as "isActivated",
    u.must_change_password as "mustChangePassword", u.created_at as "createdAt"
  from auth_sessions s join users u on u.id = s.user_id
  where s.id_hash = $1 and s.expires_at > now() and s.last_seen_at > now() - ${IDLE}
    and u.deactivated_at is null`;

const SESSION_COLUMNS = `ss.id, ss.title, ss.description, ss.subject, ss.academic_year as "academicYear",
  ss.student_id as "studentId", ss.tutor_id as "tutorId", ss.scheduled_for as "scheduledFor",
  ss.duration, ss.youtube_url as "youtubeUrl", ss.status, ss.notes, ss.created_at as "createdAt",
  u.full_name as "tutorName"`;
const OPEN = "scheduled_for > now() and lower(status) <> 'cancelled'";
const UK = 'Europe/London';
const TODAY = `(now() at time zone '${UK}')::date`;

// A class as the class lists and page show it: sizes by correlated counts, slots still in force.
const CLASS_COLUMNS = `c.id, c.name, c.year_group as "yearGroup", c.subject, c.tutor_id as "tutorId",
  u.full_name as "tutorName", c.capacity, c.closed_at as "closedAt",
  (select count(*)::int from class_enrolments e where e.class_id = c.id
    and (e.left_on is null or e.left_on > ${TODAY})) as "rosterSize",
  (select count(*)::int from class_waitlist w where w.class_id = c.id and w.status = 'offered') as offered,
  (select count(*)::int from class_waitlist w where w.class_id = c.id
    and w.status in ('waiting', 'offered')) as "waitlistCount",
  coalesce((select json_agg(json_build_object('id', s.id, 'weekday', s.weekday, 'startsAt', s.starts_at,
      'duration', s.duration, 'validFrom', s.valid_from, 'validUntil', s.valid_until)
      order by s.weekday, s.starts_at, s.valid_from)
    from class_slots s where s.class_id = c.id and (s.valid_until is null or s.valid_until >= ${TODAY})),
    '[]') as slots`;

/** A tutor's own class, or one they stand in for; $1 the tutor, $2 the class. */
const CLASS_PAGE = `select ${CLASS_COLUMNS}, c.terms, y.label as "schoolYear"
  from classes c join users u on u.id = c.tutor_id left join school_years y on y.id = c.school_year_id
  where c.id = $2 and (c.tutor_id = $1
    or exists (select 1 from scheduled_sessions ss where ss.class_id = c.id and ss.tutor_id = $1))`;

/** The figures the app derives from a class's counts. */
const classOf = ({ offered, ...row }: Record<string, unknown>) => {
  const size = Number(row.rosterSize);
  const capacity = Number(row.capacity);
  return {
    ...row,
    placesLeft: Math.max(0, capacity - size - Number(offered)),
    belowMinimum: size < 8,
    overCapacity: size > capacity,
  };
};

/**
 * The same answers as the app's calls, written by hand: the same rows (upcoming at most 20, the
 * lists a page of 24, read as 25 to know whether more follow), columns and plans, so that the
 * ratio measures the work around the query and not a smaller answer.
 */
const LISTS = {
  // The roster rule (decision 105): each child's one-to-ones, their year group's sessions open to
  // it, and the sessions of each class whose enrolment covers the session's UK day.
  '/api/scheduled-sessions/upcoming': `select ${SESSION_COLUMNS}
    from scheduled_sessions ss left join users u on u.id = ss.tutor_id
    where ss.id in (
      (select own_page.id from students
        join lateral (select id from scheduled_sessions own where own.student_id = students.id and own.${OPEN}
          order by scheduled_for, id limit 20) own_page on true
        where students.parent_id = $1)
      union all
      (select group_page.id from (select distinct grade from students where parent_id = $1 and grade is not null) years
        cross join lateral (select id from scheduled_sessions grp where grp.academic_year = years.grade
          and grp.student_id is null and grp.class_id is null and grp.${OPEN}
          order by scheduled_for, id limit 20) group_page)
      union all
      (select class_page.id from (select e.class_id, e.joined_on, e.left_on from class_enrolments e
          join students on students.id = e.student_id where students.parent_id = $1) places
        cross join lateral (select id from scheduled_sessions cs where cs.class_id = places.class_id
          and cs.scheduled_for >= (places.joined_on::timestamp at time zone '${UK}')
          and (places.left_on is null or cs.scheduled_for < (places.left_on::timestamp at time zone '${UK}'))
          and cs.${OPEN} order by scheduled_for, id limit 20) class_page))
    order by ss.scheduled_for, ss.id limit 20`,
  '/api/tutor/classes': `select ${CLASS_COLUMNS} from classes c join users u on u.id = c.tutor_id
    where c.tutor_id = $1 and c.closed_at is null order by c.id limit 25`,
  // The children a tutor teaches (decision 106): their own students, their one-to-ones' children
  // and the rosters of their classes today.
  '/api/students': `select s.id, s.user_id as "userId", s.parent_id as "parentId", s.name, s.grade, s.notes,
    s.subjects, s.tutor_id as "tutorId", u.full_name as "accountName", u.username as "accountUsername"
    from students s left join users u on u.id = s.user_id
    where s.id in (select id from students own where own.tutor_id = $1
      union select student_id from scheduled_sessions where tutor_id = $1 and student_id is not null
      union select e.student_id from classes c join class_enrolments e on e.class_id = c.id
        where c.tutor_id = $1 and (e.left_on is null or e.left_on > ${TODAY}))
    order by s.id desc limit 25`,
  '/api/admin/scheduled-sessions': `select ${SESSION_COLUMNS}, u.deactivated_at is not null as "tutorDeactivated"
    from scheduled_sessions ss left join users u on u.id = ss.tutor_id
    where $1::int is not null and ss.${OPEN} order by ss.scheduled_for, ss.id limit 25`,
  '/api/admin/companies': `select id, name, contact_email as "contactEmail", contact_name as "contactName",
    contact_phone as "contactPhone", status, employee_count as "employeeCount", created_at as "createdAt",
    subscription_end_date as "subscriptionEndDate", notes,
    account_count as "accountCount"
    from companies where $1::int is not null order by created_at desc, id desc limit 25`,
};

/**
 * The hand-written server issue 14 measures the app against: cookie → session row → a page of
 * plain SQL, with Fastify's default JSON serialisation and nothing else per request.
 */
export function createBaseline(query: Query): FastifyInstance {
  const app = Fastify({ logger: false });
  const signedIn = async (request: FastifyRequest) => {
    const secret = COOKIE.exec(request.headers.cookie ?? '')?.[1];
    if (!secret) return null;
    const idHash = createHash('sha256').update(secret).digest('hex');
    const [user] = await query(SESSION, [idHash]);
    return user ?? null;
  };
  app.get('/api/user', async (request, reply) => {
    const user = await signedIn(request);
    return user ?? reply.code(401).send({ message: 'Not signed in' });
  });
  for (const [url, list] of Object.entries(LISTS)) {
    app.get(url, async (request, reply) => {
      const user = await signedIn(request);
      if (!user) return reply.code(401).send({ message: 'Not signed in' });
      const found = await query(list, [user.id]);
      const rows = url === '/api/tutor/classes' ? found.map(classOf) : found;
      // Upcoming answers a list of at most 20; the others a page of 24 and whether more follow.
      if (url === '/api/scheduled-sessions/upcoming') return rows;
      return { items: rows.slice(0, 24), nextCursor: rows.length > 24 ? 'more' : null };
    });
  }
  app.get<{ Params: { id: string } }>('/api/classes/:id', async (request, reply) => {
    const user = await signedIn(request);
    if (!user) return reply.code(401).send({ message: 'Not signed in' });
    const [row] = await query(CLASS_PAGE, [user.id, Number(request.params.id)]);
    return row ? classOf(row) : reply.code(404).send({ message: 'Class not found.' });
  });
  return app;
}
