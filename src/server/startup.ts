import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { findDemoAccounts } from './seed/demo-accounts.js';
import { seedDemo } from './seed/demo.js';
import { ensureDemoClassroomLesson } from './seed/demo-classroom.js';

/** A reason not to start that the operator must act on; printed as it is, without a stack. */
export class StartRefused extends Error {}

export const demoAccountsRefusal = (config: Config, usernames: string[]) =>
  [
    `ClassPerk will not start: this database holds demo accounts that sign in with the published password (${usernames.join(', ')}).`,
    `Demo accounts may exist only in a local evaluation (the embedded database and a PUBLIC_URL on localhost); this is ${config.databaseUrl ? 'PostgreSQL' : 'the embedded database'} with PUBLIC_URL ${config.publicUrl}.`,
    'Remove them with `npm run demo:remove` (same DATABASE_URL or DATA_DIR), then start again.',
  ].join('\n');

/**
 * Brings the database up to date, then seeds the demo in a local evaluation, or refuses to serve
 * anything else while demo accounts are in it. Returns whether demo data was seeded now.
 */
export async function prepareDatabase(config: Config, database: Database): Promise<boolean> {
  await database.migrate();
  if (config.localEvaluation) {
    if (!config.seedDemo) return false;
    const seeded = await seedDemo(database.db);
    await ensureDemoClassroomLesson(database.db);
    return seeded;
  }
  const demo = await findDemoAccounts(database.db);
  if (demo.length) {
    throw new StartRefused(
      demoAccountsRefusal(
        config,
        demo.map((account) => account.username),
      ),
    );
  }
  return false;
}
