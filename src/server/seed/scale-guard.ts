import { notInArray } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { companies, users } from '../db/schema.js';
import { DEMO_COMPANIES, DEMO_USERNAMES } from './demo-content.js';

export interface ScaleSeedFlags {
  /** Seed a database on another machine, or for an app whose PUBLIC_URL is not this machine. */
  allowNonLocal: boolean;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A connection string that reaches this machine: a loopback address or a Unix socket. */
export function isLocalDatabase(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.searchParams.get('host') ?? decodeURIComponent(parsed.hostname);
  return host === '' || host.startsWith('/') || LOCAL_HOSTS.has(host.toLowerCase());
}

/**
 * Why seed:scale must not run with this environment, or null. Every seeded account shares one
 * password, so the seed only goes where a local evaluation would, bar the database: a PostgreSQL on
 * this machine and a PUBLIC_URL on this machine, unless the operator says otherwise (decision 046).
 */
export function scaleSeedRefusal(env: NodeJS.ProcessEnv, flags: ScaleSeedFlags): string | null {
  const url = env.DATABASE_URL;
  if (!url) {
    return 'seed:scale fills a PostgreSQL database: set DATABASE_URL to an empty database made for it.';
  }
  if (flags.allowNonLocal) return null;
  if (!isLocalDatabase(url)) {
    return (
      'DATABASE_URL is not on this machine. Every seeded account shares one password, so seed:scale ' +
      'only fills a local database unless --allow-non-local is given.'
    );
  }
  if (!loadConfig({ ...env, DATABASE_URL: undefined }, { sendsMail: false }).localEvaluation) {
    return (
      'PUBLIC_URL is not on this machine, as if this were a live deployment. Every seeded account ' +
      'shares one password, so seed:scale refuses unless --allow-non-local is given.'
    );
  }
  return null;
}

/** Whether any account or company is not one of the demo's: the database holds someone's data. */
export async function holdsMoreThanDemoData(db: Db): Promise<boolean> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(notInArray(users.username, DEMO_USERNAMES))
    .limit(1);
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(notInArray(companies.name, [...DEMO_COMPANIES]))
    .limit(1);
  return Boolean(account ?? company);
}
