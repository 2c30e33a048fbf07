import { sql, type SQL } from 'drizzle-orm';
import { SESSION_SUBJECTS } from '../../shared/constants.js';
import { CLASS_MAX_SIZE, CLASS_MIN_SIZE, type HolidayRegion } from '../../shared/classes/rules.js';
import { ukDayOf } from '../../shared/dates/uk-instant.js';
import { UK_ZONE } from '../../shared/dates/uk-zone.js';
import { schoolYearStartOf, teachingDays } from '../../shared/school-years/calendar.js';
import type { Db } from '../db/client.js';
import { bankHolidays } from '../school-years/bank-holidays.js';
import { OPEN_STATUS_ROTATION } from './demo-content.js';
import { TOPICS, VIDEO_IDS } from './scale-content.js';
import { schoolYearFor } from './school-year.js';
import { pick, textArray } from './scale-sql.js';

/** The subjects a child with an empty list studies (issue 28 §7). */
export const CORE_SUBJECTS = ['Mathematics', 'English', 'Science'] as const;

export interface ClassFigures {
  schoolYear: string;
  teachingDays: number;
  classes: number;
  enrolments: number;
  /** Children of a year group and subject too few for a second class (13 to 15): left to allocate. */
  unplaced: number;
  classSessions: number;
  /** How many classes have each number of pupils. */
  sizes: Record<number, number>;
}

interface Counts {
  classes: number;
  enrolments: number;
  unplaced: number;
  sessions: number;
  sizes: Record<string, number> | null;
}

type Step = (name: string, query: SQL) => Promise<void>;

/**
 * Issue 28: every seeded child in classes of 8 to 12 for each subject they study, set-based. Within
 * a year group and subject the children are dealt round-robin into c classes, c chosen so every
 * class holds 8 to 12 (13 to 15 children cannot be split so: one class of 12, the rest left
 * unplaced with preferences, for an allocation run). Each class's tutor is the next tutor of its
 * subject, so a tutor's k-th class gets the k-th distinct weekly slot and no tutor is in two places
 * at once; every fourth of a tutor's classes meets twice a week. Sessions are one per slot per
 * teaching day of its weekday, at the slot's UK wall-clock time.
 */
export async function seedScaleClasses(
  tx: Db,
  step: Step,
  now: Date,
  seedNow: SQL,
): Promise<ClassFigures> {
  const year = await schoolYearFor(tx, schoolYearStartOf(ukDayOf(now)));
  const days = teachingDays(
    year.terms,
    bankHolidays(year.holidayRegion as HolidayRegion, year.startsOn, year.endsOn),
  );
  const dayList = sql`string_to_array(${days.join(',')}, ',')::date[]`;

  // The tutors of each subject in turn: by first subject; else anyone teaching it; else anyone.
  await step(
    'tutors by subject',
    sql`
    create temp table seed_subject_tutor on commit drop as
    with subjects as (select unnest(${textArray(SESSION_SUBJECTS)}) as subject),
    candidates as (
      select s.subject, p.user_id as tutor_id,
        case when p.subjects[1] = s.subject then 1 when s.subject = any(p.subjects) then 2 else 3 end as rank
      from subjects s
      cross join seed_map m join tutor_profiles p on p.user_id = m.id
      where m.kind = 'tutor'),
    best as (
      select *, min(rank) over (partition by subject) as best_rank from candidates)
    select subject, tutor_id, rank,
      (row_number() over (partition by subject order by tutor_id) - 1)::int as i,
      count(*) over (partition by subject)::int as t
    from best where rank = best_rank`,
  );
  await step(
    'tutor profiles for every taught subject',
    sql`
    update tutor_profiles p set subjects = p.subjects || st.subject
    from seed_subject_tutor st where st.tutor_id = p.user_id and st.rank = 3`,
  );

  await step(
    'children into classes',
    sql`
    create temp table seed_class_child on commit drop as
    with wants as (
      select st.id as student_id, st.grade as year_group, w.subject
      from seed_map m join students st on st.id = m.id
      cross join lateral unnest(case when coalesce(st.subjects, '') !~ '[^,[:space:]]'
        then ${textArray(CORE_SUBJECTS)}
        else regexp_split_to_array(btrim(st.subjects), '\\s*,\\s*') end) as w(subject)
      where m.kind = 'child' and st.grade is not null),
    ranked as (
      select *, row_number() over (partition by year_group, subject order by student_id) - 1 as r,
        count(*) over (partition by year_group, subject) as n,
        -- Aim for 10, 11 or 12 a class by group, so sizes vary and some classes have places.
        10 + (length(year_group) + length(subject)) % 3 as aim
      from wants),
    counted as (
      select *, case when n < 2 * ${CLASS_MIN_SIZE} then 1
        else greatest(ceil(n / ${CLASS_MAX_SIZE}::numeric),
                      least(ceil(n / aim::numeric), floor(n / ${CLASS_MIN_SIZE}::numeric))) end::int as c
      from ranked)
    select student_id, year_group, subject, (r % c)::int as k, r < ${CLASS_MAX_SIZE} * c as placed
    from counted`,
  );

  await step(
    'class numbers',
    sql`
    create temp table seed_class on commit drop as
    select nextval(pg_get_serial_sequence('classes', 'id'))::int as class_id, g.*, st.tutor_id,
      (g.j / st.t)::int as tk
    from (
      select year_group, subject, k, count(*) filter (where placed)::int as size,
        (row_number() over (partition by subject order by year_group, k) - 1)::int as j
      from seed_class_child group by year_group, subject, k
    ) g
    join seed_subject_tutor st on st.subject = g.subject and st.i = g.j % st.t`,
  );
  await step(
    'classes',
    sql`
    insert into classes (id, name, school_year_id, year_group, subject, tutor_id, capacity, created_at)
    select class_id, year_group || ' ' || subject || ' ' || (k + 1), ${year.id}, year_group, subject,
      tutor_id, ${CLASS_MAX_SIZE}, ${seedNow} - interval '120 days'
    from seed_class`,
  );
  // A tutor's k-th class: weekday k mod 5 at 16:00, 17:00 or 18:00; every fourth also at 19:00
  // two weekdays on, which no other of their classes uses.
  await step(
    'class slots',
    sql`
    insert into class_slots (class_id, weekday, starts_at, duration, valid_from)
    select class_id, 1 + tk % 5, lpad((16 + (tk / 5) % 3)::text, 2, '0') || ':00', 60, ${year.startsOn}::date
    from seed_class
    union all
    select class_id, 1 + (tk % 5 + 2) % 5, '19:00', 45, ${year.startsOn}::date
    from seed_class where tk % 4 = 0`,
  );
  await step(
    'tutors take as many classes as they teach',
    sql`
    update tutor_profiles p set max_classes = greatest(p.max_classes, n.classes)
    from (select tutor_id, count(*)::int as classes from seed_class group by tutor_id) n
    where n.tutor_id = p.user_id`,
  );

  await step(
    'class enrolments',
    sql`
    insert into class_enrolments (class_id, student_id, subject, joined_on, created_at)
    select c.class_id, cc.student_id, cc.subject, ${year.startsOn}::date, ${seedNow} - interval '100 days'
    from seed_class_child cc join seed_class c using (year_group, subject, k)
    where cc.placed`,
  );
  // Three preferred times a child and subject: their class's first slot, then the next weekday,
  // then an hour later; what an allocation run reads.
  await step(
    'class preferences',
    sql`
    insert into class_preferences (student_id, subject, times)
    select cc.student_id, cc.subject, jsonb_build_array(
      jsonb_build_object('weekday', s.weekday, 'startsAt', s.starts_at),
      jsonb_build_object('weekday', 1 + s.weekday % 5, 'startsAt', s.starts_at),
      jsonb_build_object('weekday', s.weekday,
        'startsAt', lpad((substr(s.starts_at, 1, 2)::int % 20 + 1)::text, 2, '0') || ':00'))
    from seed_class_child cc join seed_class c using (year_group, subject, k)
    join lateral (select weekday, starts_at from class_slots where class_id = c.class_id
      order by starts_at limit 1) s on true`,
  );
  await step(
    'tutor availability',
    sql`
    insert into tutor_availability (tutor_id, weekday, starts_at, ends_at)
    select m.id, d, '16:00', '20:00' from seed_map m cross join generate_series(1, 5) d
    where m.kind = 'tutor'`,
  );

  const topic = pick(TOPICS, sql`c.id + (d.day - date '2000-01-01') / 7`);
  const g = sql`(c.id * 7 + (d.day - date '2000-01-01'))`;
  await step(
    'class sessions',
    sql`
    insert into scheduled_sessions (title, description, subject, academic_year, tutor_id,
      scheduled_for, duration, youtube_url, status, notes, created_at, class_id, class_slot_id,
      occurrence_on)
    select c.name || ': ' || ${topic},
      'Live lesson for ' || c.name || ': ' || lower(c.subject) || ', with practice questions.',
      c.subject, c.year_group, c.tutor_id, x.at, s.duration,
      case when x.status in ('scheduled', 'completed')
        then 'https://www.youtube.com/watch?v=' || ${pick(VIDEO_IDS, g)} end,
      x.status, case when ${g} % 4 = 0 then 'Bring a pen, paper and a calculator.' end,
      least(x.at - interval '21 days', ${seedNow}), c.id, s.id, d.day
    from classes c
    join seed_class sc on sc.class_id = c.id
    join class_slots s on s.class_id = c.id
    join unnest(${dayList}) d(day) on extract(isodow from d.day) = s.weekday
    cross join lateral (select (d.day + s.starts_at::time) at time zone ${UK_ZONE} as at) t
    cross join lateral (select t.at, case
        when t.at < ${seedNow} then case when ${g} % 11 = 0 then 'cancelled' else 'completed' end
        when ${g} % 23 = 0 then 'cancelled'
        else ${pick(OPEN_STATUS_ROTATION, g)} end as status) x
    -- In time order, so the indexes on scheduled_for grow at their ends.
    order by x.at`,
  );

  // The two drivers type execute() differently; both answer with rows.
  const answer: unknown = await tx.execute(sql`
    select (select count(*)::int from seed_class) as classes,
      (select count(*)::int from seed_class_child where placed) as enrolments,
      (select count(*)::int from seed_class_child where not placed) as unplaced,
      (select count(*)::int from scheduled_sessions ss
        join seed_class c on c.class_id = ss.class_id) as sessions,
      (select jsonb_object_agg(size, n)
        from (select size, count(*)::int as n from seed_class group by size) s) as sizes`);
  const [figures] = (answer as { rows: Counts[] }).rows;
  return {
    schoolYear: year.label,
    teachingDays: days.length,
    classes: figures!.classes,
    enrolments: figures!.enrolments,
    unplaced: figures!.unplaced,
    classSessions: figures!.sessions,
    sizes: Object.fromEntries(
      Object.entries(figures!.sizes ?? {}).map(([size, n]) => [Number(size), n]),
    ),
  };
}

/** The figures as the CLI and the bench print them. */
export const describeClasses = (f: ClassFigures) =>
  `School year ${f.schoolYear} (${f.teachingDays} teaching days): ${f.classes} classes, ` +
  `${f.enrolments} enrolments, ${f.unplaced} children left to allocate, ${f.classSessions} class ` +
  `sessions. Class sizes: ${Object.entries(f.sizes)
    .map(([size, n]) => `${n} of ${size}`)
    .join(', ')}.`;
