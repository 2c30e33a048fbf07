import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  smallint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_TUTOR_MAX_CLASSES } from '../../shared/classes/rules.js';
import type { Venue } from '../../shared/classroom/venue.js';
import { sessionStatus } from './session-status.js';

/** A file sent with an email, such as a calendar invitation; small enough to keep in a row. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone'),
    status: text('status').notNull().default('active'),
    /** The headcount the employer declared; the accounts it holds are `accountCount`. */
    employeeCount: integer('employee_count').notNull().default(0),
    /**
     * The accounts its staff hold (users of the company but its employer contacts), kept by
     * triggers in the writing transaction, so a page of companies counts nothing (decision 074).
     */
    accountCount: integer('account_count').notNull().default(0),
    createdAt: createdAt(),
    subscriptionEndDate: date('subscription_end_date'),
    notes: text('notes'),
  },
  (t) => [
    check('companies_status_check', sql`${t.status} in ('active', 'inactive', 'pending')`),
    index('companies_created_id_idx').on(t.createdAt, t.id),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role').notNull().default('parent'),
    profileImage: text('profile_image'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    isActivated: boolean('is_activated').notNull().default(false),
    /** Set for generated one-time passwords: the next sign-in must choose a new one. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** When the generated one-time password stops signing in (decision 034). */
    oneTimePasswordExpiresAt: timestamp('one_time_password_expires_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Set when retention replaced the personal data of an account closed long ago (decision 032). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** Secret in the private calendar feed URL; a read-only capability the user can reset. */
    calendarToken: text('calendar_token'),
    /** Email reminders before sessions; the user turns them off in account settings or from a reminder. */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /** Email when an expected child has not joined 10 minutes after a session starts (issue 15). */
    absenceAlertsEnabled: boolean('absence_alerts_enabled').notNull().default(true),
    /** The Sunday-evening digest of the week's sessions, attendance and reports (issue 15). */
    weeklyDigestEnabled: boolean('weekly_digest_enabled').notNull().default(true),
    /** Email, without content, when a conversation has a new message (issue 16). */
    messageEmailsEnabled: boolean('message_emails_enabled').notNull().default(true),
    /** The TOTP secret, encrypted with the app's key; set once enrolment is confirmed. */
    mfaSecret: text('mfa_secret'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted, so a code is never accepted twice. */
    mfaLastStep: integer('mfa_last_step'),
    /**
     * A designated safeguarding lead: an admin given the permission to read conversations,
     * classroom chat, message reports and concerns, and tutors' DBS certificate numbers (issue 31).
     */
    safeguardingLead: boolean('safeguarding_lead').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_calendar_token_idx').on(t.calendarToken),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role, t.createdAt, t.id),
    index('users_full_name_trgm').using('gin', t.fullName.op('gin_trgm_ops')),
    index('users_username_trgm').using('gin', t.username.op('gin_trgm_ops')),
    index('users_company_idx').on(t.companyId),
    check(
      'users_role_check',
      sql`${t.role} in ('admin', 'tutor', 'parent', 'student', 'employer')`,
    ),
  ],
);

export const tutorProfiles = pgTable('tutor_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subjects: text('subjects')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  qualifications: text('qualifications'),
  bio: text('bio'),
  yearsExperience: text('years_experience'),
  /** The most classes the allocation gives this tutor (issue 28 §4). */
  maxClasses: integer('max_classes').notNull().default(DEFAULT_TUTOR_MAX_CLASSES),
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    /** SHA-256 of the cookie value, so a database leak does not leak live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** Names the session in the devices list without revealing anything that signs in. */
    publicId: uuid('public_id').notNull().defaultRandom(),
  },
  (t) => [
    uniqueIndex('auth_sessions_public_id_idx').on(t.publicId),
    index('auth_sessions_user_idx').on(t.userId),
    index('auth_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Browsers that have signed in to an account (OWASP's device cookies): their failures count
 * against the device alone, so guesses from elsewhere never lock the owner out. Stored hashed.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

/** Single-use recovery codes for the second factor, stored hashed; ten per enrolment. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

/**
 * A sign-in that passed its password and waits for the second factor (or for enrolment in it).
 * No session exists until the challenge is met. Stored hashed, short-lived, attempts counted.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The secret offered for enrolment, encrypted; null when the user already has a factor. */
    pendingSecret: text('pending_secret'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_challenges_user_idx').on(t.userId),
    index('sign_in_challenges_expires_idx').on(t.expiresAt),
  ],
);

/**
 * What happened to accounts and who did it: sign-ins, second factors, password and email
 * changes, refused authorisations and admin actions. Never holds a secret.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: serial('id').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type').notNull(),
    outcome: text('outcome').notNull(),
    /** Who acted: the signed-in user, or null for an anonymous request. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whose account it concerns, when that is not the actor. */
    subjectId: integer('subject_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name typed at a failed sign-in, which may match no account. */
    username: text('username'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    method: text('method'),
    path: text('path'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [
    index('security_events_occurred_idx').on(t.occurredAt, t.id),
    index('security_events_type_idx').on(t.type, t.occurredAt),
    index('security_events_actor_idx').on(t.actorId, t.occurredAt),
    index('security_events_subject_idx').on(t.subjectId, t.occurredAt),
    check('security_events_outcome_check', sql`${t.outcome} in ('success', 'failure', 'refused')`),
  ],
);

/** Single-use tokens for password resets and tutor invitations, stored hashed. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_idx').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('password_reset', 'invite')`),
  ],
);

/** Events counted for throttling: failed sign-ins, reset requests, enquiries. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    ip: text('ip').notNull(),
    /** Set on sign-in failures from a trusted browser, which count against that browser only. */
    deviceId: integer('device_id').references(() => trustedDevices.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('rate_events_device_idx').on(t.deviceId),
    index('rate_events_subject_idx').on(t.bucket, t.subject, t.createdAt),
    index('rate_events_ip_idx').on(t.bucket, t.ip, t.createdAt),
  ],
);

export const registrationCodes = pgTable(
  'registration_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('parent'),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('registration_codes_code_idx').on(t.code),
    index('registration_codes_company_idx').on(t.companyId),
    check('registration_codes_uses_check', sql`${t.uses} <= ${t.maxUses}`),
  ],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<EmailAttachment[]>(),
    /** Extra headers, such as List-Unsubscribe on reminders. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /**
     * Made when the row is, so every attempt sends the same one and a mail server drops an email
     * that a crashed worker sent twice. Null only on rows queued before it was kept.
     */
    messageId: text('message_id'),
    transport: text('transport').notNull(),
    /** queued until a worker delivers it; failed once its last retry has failed. */
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_to_idx').on(t.toAddress, t.createdAt),
    index('email_outbox_status_idx').on(t.status, t.createdAt, t.id),
  ],
);

export const recordedLessons = pgTable(
  'recorded_lessons',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    videoUrl: text('video_url'),
    thumbnail: text('thumbnail'),
    duration: integer('duration'),
    subject: text('subject').notNull(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    views: integer('views').notNull().default(0),
    /** Set for a class's own recording: only its roster, tutor and admins may watch (issue 28 §3). */
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('recorded_lessons_tutor_idx').on(t.tutorId),
    index('recorded_lessons_class_idx').on(t.classId, t.uploadedAt),
    index('recorded_lessons_uploaded_idx').on(t.uploadedAt, t.id),
    index('recorded_lessons_subject_idx').on(sql`lower(${t.subject})`, t.uploadedAt, t.id),
    index('recorded_lessons_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
    index('recorded_lessons_description_trgm').using('gin', t.description.op('gin_trgm_ops')),
  ],
);

export const liveSessions = pgTable(
  'live_sessions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    youtubeUrl: text('youtube_url'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull(),
    subject: text('subject').notNull(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('scheduled'),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_sessions_tutor_idx').on(t.tutorId),
    index('live_sessions_scheduled_idx').on(t.scheduledFor, t.id),
    index('live_sessions_status_idx').on(t.status, t.scheduledFor, t.id),
    index('live_sessions_subject_idx').on(sql`lower(${t.subject})`, t.scheduledFor, t.id),
    index('live_sessions_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
    index('live_sessions_description_trgm').using('gin', t.description.op('gin_trgm_ops')),
    check(
      'live_sessions_status_check',
      sql`${t.status} in ('scheduled', 'live', 'completed', 'cancelled')`,
    ),
  ],
);

/** A child's learning profile: linked to their own sign-in, to a parent, or both. */
export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    grade: text('grade'),
    notes: text('notes'),
    subjects: text('subjects'),
    tutorId: integer('tutor_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the pupil joined: they are expected only at sessions from that UK day on (decision 062). */
    createdAt: createdAt(),
    /** The UK day they left us: Year 11 at the end of the school year's roll-over (decision 107). */
    leftOn: date('left_on'),
    /** The last school year whose roll-over moved them up, so running it again moves no one twice. */
    movedUpFor: integer('moved_up_for').references((): AnyPgColumn => schoolYears.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('students_user_idx').on(t.userId),
    index('students_parent_idx').on(t.parentId),
    index('students_tutor_idx').on(t.tutorId, t.id),
    index('students_grade_idx').on(t.grade),
    index('students_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('students_notes_trgm').using('gin', t.notes.op('gin_trgm_ops')),
    index('students_subjects_trgm').using('gin', t.subjects.op('gin_trgm_ops')),
  ],
);

export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    fileUrl: text('file_url'),
    externalUrl: text('external_url'),
    type: text('type').notNull().default('pdf'),
    size: integer('size'),
    subject: text('subject').notNull(),
    /** The year groups it is for; empty for every year group (issue 26 §5). */
    yearGroups: text('year_groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resources_tutor_idx').on(t.tutorId),
    index('resources_subject_idx').on(sql`lower(${t.subject})`, t.uploadedAt, t.id),
    index('resources_uploaded_idx').on(t.uploadedAt, t.id),
    index('resources_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/** Group sessions for an academic year, or one-to-one when a student is set. */
export const scheduledSessions = pgTable(
  'scheduled_sessions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    subject: text('subject').notNull(),
    academicYear: text('academic_year'),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull(),
    youtubeUrl: text('youtube_url'),
    /** Where the lesson happens: the ClassPerk classroom, or the YouTube link (issue 29 §7). */
    venue: text('venue').$type<Venue>().notNull().default('classroom'),
    status: sessionStatus('status').notNull().default('confirmed'),
    notes: text('notes'),
    /**
     * How many times the row has changed: a trigger adds one on every update (migration 0023), so
     * calendar apps holding an earlier copy take the newer one (iCalendar SEQUENCE).
     */
    sequence: integer('sequence').notNull().default(0),
    /** The class whose occurrence this is; null for a one-to-one or a whole-year-group session. */
    classId: integer('class_id').references(() => classes.id, { onDelete: 'restrict' }),
    /** The weekly slot it was generated from, and the UK date the rule gave it. */
    classSlotId: integer('class_slot_id').references(() => classSlots.id, { onDelete: 'set null' }),
    occurrenceOn: date('occurrence_on'),
    /** Moved, cancelled or given a substitute on its own: a series change leaves it alone. */
    detached: boolean('detached').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('scheduled_sessions_scheduled_idx').on(t.scheduledFor, t.id),
    index('scheduled_sessions_class_idx').on(t.classId, t.scheduledFor, t.id),
    // The literal predicate is what lets the planner use it, also for prepared (generic) plans.
    index('scheduled_sessions_open_idx')
      .on(t.scheduledFor, t.id)
      .where(sql`${t.status} <> 'cancelled'`),
    index('scheduled_sessions_status_idx').on(t.status, t.scheduledFor, t.id),
    index('scheduled_sessions_subject_idx').on(sql`lower(${t.subject})`, t.scheduledFor),
    index('scheduled_sessions_tutor_idx').on(t.tutorId, t.scheduledFor),
    index('scheduled_sessions_student_idx').on(t.studentId, t.scheduledFor),
    // A tutor's one-to-one pupils, without AND-ing a bitmap of every one-to-one (decision 127).
    index('scheduled_sessions_tutor_pupil_idx')
      .on(t.tutorId, t.studentId)
      .where(sql`${t.studentId} is not null`),
    index('scheduled_sessions_year_idx').on(t.academicYear, t.scheduledFor),
    // A family's whole-year-group sessions, without walking its year group's class sessions.
    index('scheduled_sessions_year_open_idx')
      .on(t.academicYear, t.scheduledFor, t.id)
      .where(sql`${t.studentId} is null and ${t.classId} is null`),
    check('scheduled_sessions_status_canonical', sql`${t.status} = lower(btrim(${t.status}))`),
    check('scheduled_sessions_venue', sql`${t.venue} in ('classroom', 'youtube')`),
  ],
);

/*
 * Teaching groups (issue 28, decision 105): the calendar, the class and its weekly slots; the roster
 * and the rest are in schema-classes.ts. "School year" is the calendar (2026/27); the year group
 * (Year 10) is the older scheduled_sessions.academic_year column, whose name predates this.
 */

/** An academic year's calendar, e.g. 2026/27: its terms and the bank-holiday region. */
export const schoolYears = pgTable(
  'school_years',
  {
    id: serial('id').primaryKey(),
    /** "2026/27". */
    label: text('label').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    /** date-holidays' GB region whose bank holidays are skipped: ENG, WLS, SCT or NIR. */
    holidayRegion: text('holiday_region').notNull().default('ENG'),
    /** Set when the year has been rolled over: its classes closed, its children moved up. */
    rolledOverAt: timestamp('rolled_over_at', { withTimezone: true }),
    /** The roll-over job's state while it runs and after: queued, running, done or failed. */
    rollOverStatus: text('roll_over_status'),
    /** 0 to 100, with the stage the job is in, for the admin watching it. */
    rollOverProgress: smallint('roll_over_progress').notNull().default(0),
    rollOverStage: text('roll_over_stage'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('school_years_label_idx').on(t.label),
    check('school_years_dates', sql`${t.startsOn} < ${t.endsOn}`),
    check(
      'school_years_roll_over_status',
      sql`${t.rollOverStatus} in ('queued', 'running', 'done', 'failed')`,
    ),
  ],
);

/** One of a school year's terms with its half-term break (inclusive UK dates). */
export const schoolTerms = pgTable(
  'school_terms',
  {
    id: serial('id').primaryKey(),
    schoolYearId: integer('school_year_id')
      .notNull()
      .references(() => schoolYears.id, { onDelete: 'cascade' }),
    /** 1 autumn, 2 spring, 3 summer. */
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    halfTermStartsOn: date('half_term_starts_on'),
    halfTermEndsOn: date('half_term_ends_on'),
  },
  (t) => [
    uniqueIndex('school_terms_position_idx').on(t.schoolYearId, t.position),
    check('school_terms_dates', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);

/** A teaching group: year group, subject, tutor, capacity, timetable and roster. */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Null for a class formed from sessions that existed before classes did (migration 0027). */
    schoolYearId: integer('school_year_id').references(() => schoolYears.id, {
      onDelete: 'restrict',
    }),
    yearGroup: text('year_group').notNull(),
    subject: text('subject').notNull(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    capacity: integer('capacity').notNull().default(12),
    /** The terms it runs, by position (1 to 3). */
    terms: smallint('terms')
      .array()
      .notNull()
      .default(sql`'{1,2,3}'::smallint[]`),
    /** Pupils' cameras on when they enter the classroom (issue 29). */
    camerasOn: boolean('cameras_on').notNull().default(false),
    /** Closed at the roll-over or by an admin; nothing is deleted. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('classes_group_idx').on(t.yearGroup, sql`lower(${t.subject})`, t.id),
    index('classes_tutor_idx').on(t.tutorId, t.id),
    index('classes_year_idx').on(t.schoolYearId, t.id),
    check('classes_capacity', sql`${t.capacity} between 1 and 30`),
  ],
);

/**
 * One weekly slot of a class's timetable, valid over a range of UK dates. Changing the series
 * from a date ends the slot the day before and starts a new one, so history keeps its times.
 */
export const classSlots = pgTable(
  'class_slots',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: smallint('weekday').notNull(),
    /** UK wall-clock start, "HH:MM". */
    startsAt: text('starts_at').notNull(),
    duration: integer('duration').notNull(),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until'),
  },
  (t) => [
    index('class_slots_class_idx').on(t.classId),
    check('class_slots_weekday', sql`${t.weekday} between 1 and 7`),
    check('class_slots_time', sql`${t.startsAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('class_slots_duration', sql`${t.duration} between 15 and 240`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** Enquiries from the public contact form. The sender's address is not kept with them. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    companyName: text('company_name').notNull(),
    role: text('role').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    companySize: text('company_size').notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [index('enquiries_created_idx').on(t.createdAt, t.id)],
);

/** One row per counted view of a recorded lesson, for the views-over-time chart. */
export const lessonViews = pgTable(
  'lesson_views',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => recordedLessons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The UK day of the view; empty on rows from before views were counted once a day. */
    viewedOn: date('viewed_on'),
  },
  (t) => [
    index('lesson_views_lesson_idx').on(t.lessonId),
    index('lesson_views_viewed_idx').on(t.viewedAt),
    // The employer report counts a company's families' views by month (issue 15 §3).
    index('lesson_views_user_idx').on(t.userId, t.viewedAt),
    // Spec 2 §7's counter counts a person once per lesson per day (issue 13 §3).
    uniqueIndex('lesson_views_once_a_day_idx').on(t.lessonId, t.userId, t.viewedOn),
  ],
);

/** Files tutors upload; the bytes live under UPLOAD_DIR, served only to signed-in users. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: text('id').primaryKey(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('uploaded_files_uploader_idx').on(t.uploadedBy)],
);

/** Progress of a long admin job (bulk upload or generation), polled by the browser. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    status: text('status').notNull().default('running'),
    /** Why a failed job failed, for the person who started it; with the HTTP status to answer. */
    error: text('error'),
    errorStatus: integer('error_status'),
    /** The waiting request's public key: results are sealed for it, and it marks whose run this is. */
    recipientKey: text('recipient_key'),
    /** The result sealed for that key until the request reads it; never readable in the database. */
    result: text('result'),
    /** The request renews this while it waits; past it, nobody is there to receive the result. */
    awaitedUntil: timestamp('awaited_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_jobs_created_by_idx').on(t.createdBy)],
);

/**
 * Reminders already queued, one row per session, reminder, start time and recipient: inserted in
 * the transaction that queues the email, so a retried job or a second worker never sends one twice.
 * The start time is part of the key because a rescheduled session deserves fresh reminders.
 */
export const sessionRemindersSent = pgTable(
  'session_reminders_sent',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => scheduledSessions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('session_reminders_sent_key').on(t.sessionId, t.kind, t.startsAt, t.userId),
    index('session_reminders_sent_user_idx').on(t.userId),
  ],
);

/** Random keys the app makes for itself on first use, shared by every app server. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
