import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';

/** Runs one parameterised statement and gives its rows: a pg pool, or PGlite's one connection. */
export type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

const COOKIE = /(?:^|;\s*)classperk_session=([^;]+)/;
const IDLE = "interval '3 days'";

const SESSION = `select u.id, u.username, u.full_name, u.email, u.role
  from auth_sessions s join users u on u.id = s.user_id
  where s.id_hash = $1 and s.expires_at > now() and s.last_seen_at > now() - ${IDLE}
    and u.deactivated_at is null`;

const LISTS = {
  '/api/scheduled-sessions/upcoming': `select ss.id, ss.title, ss.subject, ss.scheduled_for, ss.duration, ss.status
    from scheduled_sessions ss join students st on st.id = ss.student_id
    where st.parent_id = $1 and ss.scheduled_for > now() order by ss.scheduled_for, ss.id limit 20`,
  '/api/students': `select id, name, grade, subjects from students
    where tutor_id = $1 order by id limit 20`,
  '/api/admin/scheduled-sessions': `select id, title, subject, scheduled_for, duration, status
    from scheduled_sessions where $1::int is not null order by scheduled_for desc, id desc limit 20`,
  '/api/admin/companies': `select id, name, contact_email, status, created_at from companies
    where $1::int is not null order by created_at desc, id desc limit 20`,
};

/**
 * The hand-written server issue 14 measures the app against: cookie → session row → 20 rows of
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
      return { items: await query(list, [user.id]) };
    });
  }
  return app;
}
