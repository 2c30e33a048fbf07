import { sql, type SQL } from 'drizzle-orm';
import {
  ACADEMIC_YEARS,
  LESSON_SUBJECTS,
  RESOURCE_FORM_TYPES,
  SESSION_SUBJECTS,
} from '../../shared/constants.js';
import type { Db } from '../db/client.js';
import {
  COMPANY_KINDS,
  COMPANY_WORDS,
  DURATIONS,
  FIRST_NAMES,
  LAST_NAMES,
  QUALIFICATIONS,
  TOPICS,
  TUTOR_FIRST_SUBJECTS,
  TUTOR_YEARS,
  VIDEO_IDS,
} from './scale-content.js';
import { OPEN_STATUS_ROTATION } from './demo-content.js';
import { UK_ZONE } from '../../shared/dates/uk-zone.js';
import { pick } from './scale-sql.js';
import { seedScaleClasses, type ClassFigures } from './scale-classes.js';

/** Rows at scale 1: the sizes issue 14 measures the app at. */
export const FULL_SCALE = {
  companies: 5_000,
  users: 100_000,
  tutors: 2_000,
  admins: 10,
  studentAccounts: 18_000,
  /** One-to-ones; class sessions come from the classes (about 0.9M at scale 1). */
  oneToOnes: 100_000,
  liveSessions: 10_000,
  recordedLessons: 20_000,
  resources: 20_000,
  lessonViews: 200_000,
} as const;

export type ScaleSizes = Record<keyof typeof FULL_SCALE | 'parents', number>;

/** Every table at least one row, so a tiny scale still exercises every relation. */
export function scaleSizes(scale: number): ScaleSizes {
  const of = (n: number) => Math.max(1, Math.round(n * scale));
  const sizes = Object.fromEntries(
    Object.entries(FULL_SCALE).map(([name, n]) => [name, of(n)]),
  ) as Record<keyof typeof FULL_SCALE, number>;
  const parents = Math.max(1, sizes.users - sizes.tutors - sizes.admins - sizes.studentAccounts);
  return {
    ...sizes,
    users: sizes.tutors + sizes.admins + sizes.studentAccounts + parents,
    parents,
  };
}

const fullName = (n: SQL) =>
  sql`${pick(FIRST_NAMES, sql`${n} * 7`)} || ' ' || ${pick(LAST_NAMES, sql`${n} * 13 + ${n} / 40`)}`;

/** One row of seed_map per inserted row: which seeded row number got which id. */
const mapInserted = (kind: string, insert: SQL, numberFrom: SQL) => sql`
  with inserted as (${insert})
  insert into seed_map (kind, n, id)
  select ${kind}, ${numberFrom}, id from inserted`;

/** The id of seeded row number (expr mod count) + 1 of a kind, as a join condition on alias. */
const nth = (alias: string, kind: string, count: number, expr: SQL) =>
  sql`${sql.raw(alias)}.kind = ${kind} and ${sql.raw(alias)}.n = 1 + ((${expr}) % ${count})`;

export type ScaleResult = ScaleSizes & { classes: ClassFigures };

export interface ScaleSeedOptions {
  scale: number;
  /** One argon2 hash that every seeded account signs in with. */
  passwordHash: string;
  now?: Date;
  /** Told each step's name and milliseconds as it finishes, for progress on a large run. */
  onStep?: (name: string, ms: number) => void;
}

/**
 * Fills the database with a realistic data set of the given scale (1: the sizes of FULL_SCALE), in
 * one transaction of set-based inserts: companies; admins, tutors with profiles, parents, and
 * students linked to parents; a child profile for every parent; the school year of now with every
 * child in classes of 8 to 12 and the classes' sessions (scale-classes.ts); one-to-ones a year
 * either side of now, with live sessions, recorded lessons, resources and lesson views. Usernames are
 * scale.<role>.<n>, e.g. scale.parent.1.
 */
export async function seedScale(db: Db, options: ScaleSeedOptions): Promise<ScaleResult> {
  const size = scaleSizes(options.scale);
  const now = sql`${(options.now ?? new Date()).toISOString()}::timestamptz`;
  const hash = options.passwordHash;
  const g = sql`g`;
  let result: ClassFigures | undefined;

  await db.transaction(async (tx) => {
    const step = async (name: string, query: SQL) => {
      const started = performance.now();
      await tx.execute(query);
      options.onStep?.(name, performance.now() - started);
    };
    await tx.execute(sql`
      create temp table seed_map (kind text, n int, id int, primary key (kind, n)) on commit drop`);

    await step(
      'companies',
      mapInserted(
        'company',
        sql`insert into companies (name, contact_email, contact_name, contact_phone, status,
              employee_count, created_at, subscription_end_date)
            select ${pick(COMPANY_WORDS, g)} || ' ' || ${pick(COMPANY_KINDS, sql`g / 16`)} || ' ' || g,
              'hr@company' || g || '.example', ${fullName(sql`g + 3`)},
              '020 7946 ' || lpad((g % 10000)::text, 4, '0'),
              case when g % 20 = 0 then 'inactive' when g % 10 = 0 then 'pending' else 'active' end,
              50 + (g * 37) % 5000, ${now} - make_interval(days => g % 1000),
              (${now} + make_interval(days => 30 + g % 700))::date
            from generate_series(1, ${size.companies}::int) g
            returning id`,
        sql`row_number() over (order by id)`,
      ),
    );

    const insertUsers = (
      role: string,
      count: number,
      extra: { from?: SQL; companyId?: SQL; name?: SQL },
    ) =>
      step(
        `${role}s`,
        mapInserted(
          role,
          sql`insert into users (username, password_hash, email, full_name, role, company_id,
                is_activated, reminders_enabled, created_at)
              select 'scale.' || ${role} || '.' || g, ${hash},
                'scale.' || ${role} || '.' || g || '@' || ${role} || 's.example',
                ${extra.name ?? fullName(g)}, ${role}, ${extra.companyId ?? sql`null`}, true,
                g % 5 <> 0, ${now} - make_interval(days => g % 700)
              from generate_series(1, ${count}::int) g ${extra.from ?? sql``}
              returning id, username`,
          // The number is the one in the username, so other rows can be matched to it.
          sql`split_part(username, '.', 3)::int`,
        ),
      );
    await insertUsers('admin', size.admins, {});
    await insertUsers('tutor', size.tutors, {});
    await insertUsers('parent', size.parents, {
      from: sql`join seed_map c on ${nth('c', 'company', size.companies, sql`g - 1`)}`,
      companyId: sql`c.id`,
    });
    // Student n is a child of parent n: same company, same family name.
    await insertUsers('student', size.studentAccounts, {
      from: sql`join seed_map p on ${nth('p', 'parent', size.parents, sql`g - 1`)}
                join users pu on pu.id = p.id`,
      companyId: sql`pu.company_id`,
      name: sql`${pick(FIRST_NAMES, sql`g * 11 + 3`)} || ' ' || split_part(pu.full_name, ' ', 2)`,
    });

    // Tutors' first subjects in proportion to the children's demand (Mathematics and Science 3,
    // English 2), so each class's tutor teaches its subject and no tutor has far more classes.
    const tutorSubject = pick(TUTOR_FIRST_SUBJECTS, sql`m.n - 1`);
    await step(
      'tutor profiles',
      sql`
      insert into tutor_profiles (user_id, subjects, qualifications, bio, years_experience)
      select m.id,
        case when m.n % 3 = 0
          then array[${tutorSubject}, ${pick(SESSION_SUBJECTS, sql`m.n + 2`)}]
          else array[${tutorSubject}] end,
        ${pick(QUALIFICATIONS, sql`m.n`)},
        u.full_name || ' teaches ' || ${tutorSubject} || ' from Year 5 to GCSE.',
        ${pick(TUTOR_YEARS, sql`m.n`)}
      from seed_map m join users u on u.id = m.id
      where m.kind = 'tutor'`,
    );

    const subjectsOf = (n: SQL) =>
      pick(
        [
          'Mathematics, English, Science',
          'Mathematics, Science',
          'English, Science',
          'Mathematics',
        ],
        n,
      );
    // Children with their own sign-in, then a child without one for every parent.
    await step(
      'children',
      mapInserted(
        'child',
        sql`insert into students (user_id, parent_id, name, grade, subjects, tutor_id, created_at)
            select s.id, p.id, su.full_name, ${pick(ACADEMIC_YEARS, sql`s.n`)},
              ${subjectsOf(sql`s.n`)}, t.id, su.created_at
            from seed_map s
            join users su on su.id = s.id
            join seed_map p on ${nth('p', 'parent', size.parents, sql`s.n - 1`)}
            join seed_map t on ${nth('t', 'tutor', size.tutors, sql`s.n * 7`)}
            where s.kind = 'student'
            union all
            select null, p.id,
              ${pick(FIRST_NAMES, sql`p.n * 3 + 1`)} || ' ' || split_part(pu.full_name, ' ', 2),
              ${pick(ACADEMIC_YEARS, sql`p.n * 3 + 1`)}, ${subjectsOf(sql`p.n + 1`)}, t.id,
              pu.created_at
            from seed_map p
            join users pu on pu.id = p.id
            join seed_map t on ${nth('t', 'tutor', size.tutors, sql`p.n * 13`)}
            where p.kind = 'parent'
            returning id`,
        sql`row_number() over (order by id)`,
      ),
    );
    const children = size.parents + size.studentAccounts;

    result = await seedScaleClasses(tx, step, options.now ?? new Date(), now);

    // One-to-ones spread evenly over the two years, afternoons UK time, by a tutor of the subject.
    const sessions = size.oneToOnes;
    await step(
      'one-to-one sessions',
      sql`
      insert into scheduled_sessions (title, description, subject, academic_year, student_id,
        tutor_id, scheduled_for, duration, youtube_url, status, notes, created_at)
      select
        'One-to-one ' || x.subject || ': ' || ${pick(TOPICS, sql`x.g / 56`)},
        'Live lesson for one student: ' || lower(x.subject) || ', with practice questions.',
        x.subject, x.year, x.student_id, t.tutor_id, x.at, ${pick(DURATIONS, sql`x.g`)},
        case when x.status in ('scheduled', 'completed')
          then 'https://www.youtube.com/watch?v=' || ${pick(VIDEO_IDS, sql`x.g`)} end,
        x.status,
        case when x.g % 4 = 0 then 'Bring a pen, paper and a calculator.' end,
        least(x.at - interval '21 days', ${now})
      from (
        select s.g, s.at, s.subject, s.student_id, st.grade as year,
          case
            when s.at < ${now} then case when s.g % 11 = 0 then 'cancelled' else 'completed' end
            when s.g % 23 = 0 then 'cancelled'
            else ${pick(OPEN_STATUS_ROTATION, sql`s.g`)}
          end as status
        from (
          select g, ${pick(SESSION_SUBJECTS, g)} as subject, c.id as student_id,
            date_trunc('day', ${now}) - interval '365 days'
              + make_interval(days => ((g - 1)::bigint * 730 / ${sessions})::int,
                              hours => 15 + g % 5, mins => 30 * ((g / 5) % 2)) as at
          from generate_series(1, ${sessions}::int) g
          join seed_map c on ${nth('c', 'child', children, sql`g`)}
        ) s
        join students st on st.id = s.student_id
      ) x
      join seed_subject_tutor t on t.subject = x.subject and t.i = (x.g::bigint * 7919) % t.t`,
    );

    await step(
      'live sessions',
      sql`
      insert into live_sessions (title, description, youtube_url, scheduled_for, duration, subject,
        tutor_id, status, created_at)
      select x.subject || ' drop-in clinic', x.subject || ' questions answered live.',
        case when x.at < ${now} and g % 9 <> 0
          then 'https://www.youtube.com/watch?v=' || ${pick(VIDEO_IDS, g)} end,
        x.at, ${pick(DURATIONS, g)}, x.subject, t.id,
        case when x.at >= ${now} then 'scheduled' when g % 9 = 0 then 'cancelled' else 'completed' end,
        least(x.at - interval '14 days', ${now})
      from (
        select g, ${pick(LESSON_SUBJECTS, g)} as subject,
          date_trunc('day', ${now}) - interval '365 days'
            + make_interval(days => ((g - 1)::bigint * 730 / ${size.liveSessions})::int,
                            hours => 17 + g % 3) as at
        from generate_series(1, ${size.liveSessions}::int) g
      ) x
      join seed_map t on ${nth('t', 'tutor', size.tutors, sql`g * 31`)}`,
    );

    await step(
      'recorded lessons',
      mapInserted(
        'lesson',
        sql`insert into recorded_lessons (title, description, video_url, thumbnail, duration,
              subject, tutor_id, uploaded_at, views)
            select ${pick(LESSON_SUBJECTS, g)} || ': ' || ${pick(TOPICS, sql`g / 5`)},
              'A recorded group lesson with worked examples.',
              'https://www.youtube.com/watch?v=' || ${pick(VIDEO_IDS, g)},
              'https://i.ytimg.com/vi/' || ${pick(VIDEO_IDS, g)} || '/hqdefault.jpg',
              30 + g % 31, ${pick(LESSON_SUBJECTS, g)}, t.id,
              ${now} - make_interval(days => g % 365, hours => g % 24), g % 500
            from generate_series(1, ${size.recordedLessons}::int) g
            join seed_map t on ${nth('t', 'tutor', size.tutors, sql`g * 17`)}
            returning id`,
        sql`row_number() over (order by id)`,
      ),
    );

    await step(
      'resources',
      sql`
      insert into resources (title, description, external_url, type, size, subject, tutor_id,
        uploaded_at)
      select ${pick(LESSON_SUBJECTS, g)} || ' worksheet: ' || ${pick(TOPICS, sql`g / 5`)},
        'Questions with answers at the end.', 'https://example.com/resources/' || g,
        ${pick(RESOURCE_FORM_TYPES, g)}, 20000 + (g * 131) % 2000000, ${pick(LESSON_SUBJECTS, g)},
        t.id, ${now} - make_interval(days => g % 365)
      from generate_series(1, ${size.resources}::int) g
      join seed_map t on ${nth('t', 'tutor', size.tutors, sql`g * 23`)}`,
    );

    // A view counts once per person, lesson and UK day; the few duplicates the spread makes are dropped.
    await step(
      'lesson views',
      sql`
      insert into lesson_views (lesson_id, user_id, viewed_at, viewed_on)
      select l.id, s.id, x.at, (x.at at time zone ${UK_ZONE})::date
      from (
        select g, ${now} - make_interval(days => g % 365, hours => g % 13) as at
        from generate_series(1, ${size.lessonViews}::int) g
      ) x
      join seed_map l on ${nth('l', 'lesson', size.recordedLessons, sql`x.g * 31`)}
      join seed_map s on ${nth('s', 'student', size.studentAccounts, sql`x.g`)}
      on conflict do nothing`,
    );
  });
  return { ...size, classes: result! };
}
