import { z } from 'zod';
import { ROLES, type Role } from '../shared/constants.js';
import { DAY_MS } from '../shared/dates/durations.js';

const duration = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOAD_DIR: z.string().min(1).optional(),
  WEB_DIR: z.string().min(1).optional(),
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(200).default(20),
  SEED_DEMO: flag,
  SMTP_URL: z.string().min(1).optional(),
  EMAIL_OUTBOX: flag,
  MAIL_FROM: z.string().min(3).default('ClassPerk <hello@classperk.co.uk>'),
  SUPPORT_EMAIL: z.email().default('support@classperk.co.uk'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COOKIE_SECURE: flag,
  SESSION_IDLE_MINUTES: duration(60 * 24 * 3),
  SESSION_ABSOLUTE_DAYS: duration(30),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  PASSWORD_RESET_MINUTES: duration(60),
  TRUST_PROXY: flag,
  WORKERS: flag,
  JANUS_URL: z
    .string()
    .transform((value) => value.split(',').map((url) => url.trim()))
    .pipe(z.array(z.url({ protocol: /^wss?$/, error: 'must be ws:// or wss:// addresses' })).min(1))
    .optional(),
  JANUS_API_SECRET: z.string().min(16).optional(),
  JANUS_ADMIN_KEY: z.string().min(16).optional(),
  TURN_URLS: z
    .string()
    .transform((value) => value.split(',').map((url) => url.trim()))
    .pipe(z.array(z.string().regex(/^(turns?|stuns?):/, 'must start turn:, turns: or stun:')))
    .optional(),
  TURN_SECRET: z.string().min(16).optional(),
  MFA_REQUIRED_ROLES: z
    .string()
    .transform((value) => (value.trim() === 'none' ? [] : value.split(',').map((r) => r.trim())))
    .pipe(z.array(z.enum(ROLES)))
    .optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  /**
   * A local evaluation: the embedded database and a PUBLIC_URL on this machine. Only then may demo
   * accounts, whose password is published, exist (decision 037).
   */
  localEvaluation: boolean;
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | null;
  dataDir: string;
  uploadDir: string;
  /** The built web app; null means the default dist/web. */
  webDir: string | null;
  uploadMaxBytes: number;
  seedDemo: boolean;
  /** Null keeps emails in the email_outbox table: a local evaluation, or EMAIL_OUTBOX=true. */
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  logLevel: string;
  cookieSecure: boolean;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** How long a server may answer from a session it read before; 0 reads it on every request. */
  sessionCacheMs: number;
  passwordResetMs: number;
  trustProxy: boolean;
  /** Run the background workers inside the web process. */
  workers: boolean;
  /** Roles that must sign in with a second factor; they enrol at their next sign-in (decision 040). */
  mfaRequiredRoles: readonly Role[];
  media: MediaConfig;
}

/** The live classroom's media servers (decision 116). */
export interface MediaConfig {
  /** Janus WebSocket addresses; empty: a local evaluation starts its own, else no live lessons. */
  janusUrls: string[];
  janusApiSecret: string | null;
  /** VideoRoom's admin_key: without it nobody can create a room. */
  janusAdminKey: string | null;
  /** TURN and STUN servers given to browsers, with time-limited credentials from TURN_SECRET. */
  turnUrls: string[];
  turnSecret: string | null;
}

export class ConfigError extends Error {}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLocalUrl = (url: string) => LOCAL_HOSTS.has(new URL(url).hostname);

/** `sendsMail: false` for a script that only reads settings, such as the build's PUBLIC_URL. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { sendsMail = true } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const localEvaluation = !e.DATABASE_URL && isLocalUrl(publicUrl);
  // A deployment that forgot its mail server would otherwise start and quietly send nothing.
  if (sendsMail && !e.SMTP_URL && !localEvaluation && e.EMAIL_OUTBOX !== true) {
    throw new ConfigError(
      'SMTP_URL is not set, so this deployment could send no email. Set SMTP_URL to your mail ' +
        'server, or set EMAIL_OUTBOX=true to keep emails in the email_outbox table unsent.',
    );
  }
  if (e.JANUS_URL && (!e.JANUS_API_SECRET || !e.JANUS_ADMIN_KEY)) {
    throw new ConfigError(
      'JANUS_URL is set without JANUS_API_SECRET and JANUS_ADMIN_KEY: set them to the api_secret of ' +
        "the Janus servers' janus.jcfg and the admin_key of their janus.plugin.videoroom.jcfg.",
    );
  }
  return {
    env: e.NODE_ENV,
    localEvaluation,
    // A demo with a published password answers only this machine unless HOST says otherwise.
    host: e.HOST ?? (localEvaluation ? '127.0.0.1' : '0.0.0.0'),
    port: e.PORT,
    publicUrl,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: e.DATA_DIR,
    uploadDir: e.UPLOAD_DIR ?? `${e.DATA_DIR.replace(/\/$/, '')}/uploads`,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    webDir: e.WEB_DIR ?? null,
    seedDemo: localEvaluation && (e.SEED_DEMO ?? true),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    cookieSecure: e.COOKIE_SECURE ?? publicUrl.startsWith('https://'),
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_DAYS * DAY_MS,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    passwordResetMs: e.PASSWORD_RESET_MINUTES * 60_000,
    trustProxy: e.TRUST_PROXY ?? false,
    workers: e.WORKERS ?? true,
    mfaRequiredRoles: e.MFA_REQUIRED_ROLES ?? (localEvaluation ? [] : ['admin', 'tutor']),
    media: {
      janusUrls: e.JANUS_URL ?? [],
      janusApiSecret: e.JANUS_API_SECRET ?? null,
      janusAdminKey: e.JANUS_ADMIN_KEY ?? null,
      turnUrls: e.TURN_URLS ?? [],
      turnSecret: e.TURN_SECRET ?? null,
    },
  };
}
