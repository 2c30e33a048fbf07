import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { removeDemoAccounts } from '../seed/demo-accounts.js';

/**
 * npm run demo:remove: deletes the demo accounts (those still signing in with the published demo
 * password) and their demo data from the configured database, in one transaction.
 */
async function main() {
  const config = loadConfig(process.env, { sendsMail: false });
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    const removed = await removeDemoAccounts(database.db);
    console.log(
      removed.length
        ? `Removed ${removed.length} demo accounts and their demo data: ${removed.map((a) => a.username).join(', ')}.`
        : 'No demo accounts found; nothing removed.',
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error('Could not remove the demo accounts:', err);
  process.exit(1);
});
