import { openDatabase } from '../../../src/server/db/client.js';

/**
 * Migrates the run's database before any test makes rows in it. The app server migrates at start
 * too; whichever comes second finds nothing to do.
 */
export default async function globalSetup() {
  const database = await openDatabase({ url: process.env.E2E_DATABASE_URL! });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}
