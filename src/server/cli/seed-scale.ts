import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { MIN_SIGN_IN_PASSWORD_LENGTH } from '../../shared/constants.js';
import { openDatabase } from '../db/client.js';
import { hashPassword } from '../identity/passwords.js';
import { holdsMoreThanDemoData, scaleSeedRefusal } from '../seed/scale-guard.js';
import { describeClasses } from '../seed/scale-classes.js';
import { seedScale } from '../seed/scale.js';

const USAGE = `Usage: DATABASE_URL=postgres://... npm run seed:scale -- [options]

  --scale <n>         fraction of the full size (100k users, 1M sessions); default 1
  --password <p>      the password of every seeded account; default a random one, printed
  --force             seed even though the database holds more than the demo data
  --allow-non-local   seed a database on another machine, or with a PUBLIC_URL that is not local`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

/** npm run seed:scale: fills a PostgreSQL database with issue 14's large data set for benchmarks. */
async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        scale: { type: 'string', default: '1' },
        password: { type: 'string' },
        force: { type: 'boolean', default: false },
        'allow-non-local': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const scale = Number(values.scale);
  if (!(scale > 0 && scale <= 10)) fail('--scale must be a number above 0, at most 10.');
  const password = values.password ?? randomBytes(12).toString('base64url');
  if (password.length < MIN_SIGN_IN_PASSWORD_LENGTH)
    fail(`--password must have at least ${MIN_SIGN_IN_PASSWORD_LENGTH} characters.`);
  const refusal = scaleSeedRefusal(process.env, { allowNonLocal: values['allow-non-local'] });
  if (refusal) fail(refusal);

  const database = await openDatabase({ url: process.env.DATABASE_URL! });
  try {
    await database.migrate();
    if (!values.force && (await holdsMoreThanDemoData(database.db))) {
      fail(
        'The database holds accounts or companies besides the demo data. Use --force to add to it.',
      );
    }
    const started = performance.now();
    const { classes, ...sizes } = await seedScale(database.db, {
      scale,
      passwordHash: await hashPassword(password),
      onStep: (name, ms) => console.log(`${name}: ${(ms / 1000).toFixed(1)} s`),
    });
    const analysing = performance.now();
    // Fresh statistics, or the planner guesses at the new tables' sizes in the first benchmark.
    await database.db.execute(sql`analyze`);
    console.log(`analyze: ${((performance.now() - analysing) / 1000).toFixed(1)} s`);
    console.log(
      `Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        Object.entries(sizes)
          .map(([name, n]) => `${n} ${name}`)
          .join(', '),
    );
    console.log(describeClasses(classes));
    console.log(
      `Every seeded account signs in with the password ${password}: e.g. scale.admin.1 (Admin), ` +
        'scale.tutor.1 (Tutor), scale.parent.1 and scale.student.1 (Parent).',
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error('Could not seed the database:', err);
  process.exit(1);
});
