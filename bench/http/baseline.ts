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

/**
 * The same answers as the app's calls, written by hand: the same rows (upcoming at most 20, the
 * lists a page of 24, read as 25 to know whether more follow), columns and plans, so that the
 * ratio measures the work around the query and not a smaller answer.
 */
const LISTS = {
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
          and grp.student_id is null and grp.${OPEN} order by scheduled_for, id limit 20) group_page))
    order by ss.scheduled_for, ss.id limit 20`,
  '/api/students': `select s.id, s.user_id as "userId", s.parent_id as "parentId", s.name, s.grade, s.notes,
    s.subjects, s.tutor_id as "tutorId", u.full_name as "accountName", u.username as "accountUsername"
    from students s left join users u on u.id = s.user_id
    where s.tutor_id = $1 order by s.id desc limit 25`,
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
      const rows = await query(list, [user.id]);
      // Upcoming answers a list of at most 20; the others a page of 24 and whether more follow.
      if (url === '/api/scheduled-sessions/upcoming') return rows;
      return { items: rows.slice(0, 24), nextCursor: rows.length > 24 ? 'more' : null };
    });
  }
  return app;
}
