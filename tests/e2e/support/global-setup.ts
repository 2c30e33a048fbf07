import { openDatabase } from '../../../src/server/db/client.js';
import { seedDemo } from '../../../src/server/seed/demo.js';

/**
 * Migrates the run's database (the app server does too; whichever comes second finds nothing to
 * do) and seeds the demo data set for the spec files that still read it.
 */
export default async function globalSetup() {
  const database = await openDatabase({ url: process.env.E2E_DATABASE_URL! });
  try {
    await database.migrate();
    if (!process.env.E2E_NO_DEMO) await seedDemo(database.db);
  } finally {
    await database.close();
  }
}
