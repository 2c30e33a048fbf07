import { eq } from 'drizzle-orm';
import { ONE_TIME_PASSWORD_DAYS, type Role } from '../../../shared/constants.js';
import type { Credential } from '../../../shared/onboarding/schemas.js';
import type { Db } from '../../db/client.js';
import { accountTokens, companies, users } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { generatePassword } from '../../identity/passwords.js';
import { hashSecret, newSecret } from '../../identity/tokens.js';
import { hashAll } from './hashing.js';
import { DAY_MS } from '../../../shared/dates/durations.js';

export const INVITE_DAYS = 7;
const CHUNK = 250;
const UNIQUE_VIOLATION = '23505';

const codeOf = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;

/** Drizzle wraps the driver's error; either may carry PostgreSQL's code. */
const isUniqueViolation = (err: unknown) =>
  codeOf(err) === UNIQUE_VIOLATION ||
  (err instanceof Error && codeOf(err.cause) === UNIQUE_VIOLATION);

export async function findCompanyName(db: Db, companyId: number) {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound('Company not found.');
  return company.name;
}

export interface NewAccount {
  fullName: string;
  email: string;
  username: string;
}

export interface CreatedAccount extends Credential {
  /** A set-password link secret, when the person is to be emailed one. */
  invite: string | null;
}

/**
 * Creates many accounts in ONE transaction, so a failure part-way leaves none of them. Generated
 * passwords are one-time: the first sign-in must choose a new one. Hashing happens before the
 * transaction so the database is not held open while the CPU works.
 */
export async function createAccounts(
  db: Db,
  accounts: NewAccount[],
  options: {
    role: Role;
    companyId: number;
    withInvites: boolean;
    onHashed?: (done: number) => Promise<void>;
    /** Display names decided in the transaction, replacing the accounts' own. */
    names?: (tx: Db) => Promise<string[]>;
    /** More writes that must commit with the accounts, such as their welcome emails. */
    alongside?: (tx: Db, created: CreatedAccount[]) => Promise<void>;
  },
): Promise<CreatedAccount[]> {
  const passwords = accounts.map(() => generatePassword(14));
  const hashes = await hashAll(passwords, options.onHashed);
  const invites = accounts.map(() => (options.withInvites ? newSecret() : null));
  const created = accounts.map((account, i) => ({
    ...account,
    password: passwords[i]!,
    invite: invites[i] ?? null,
  }));
  const expiresAt = new Date(Date.now() + INVITE_DAYS * DAY_MS);
  const oneTimePasswordExpiresAt = new Date(Date.now() + ONE_TIME_PASSWORD_DAYS * DAY_MS);

  // The rows were checked moments ago; only a simultaneous upload can take a name in between.
  await db
    .transaction(async (tx) => {
      const names = await options.names?.(tx);
      names?.forEach((name, i) => {
        created[i]!.fullName = name;
      });
      for (let start = 0; start < accounts.length; start += CHUNK) {
        const slice = created.slice(start, start + CHUNK);
        const inserted = await tx
          .insert(users)
          .values(
            slice.map(({ fullName, email, username }, i) => ({
              fullName,
              email,
              username,
              passwordHash: hashes[start + i]!,
              role: options.role,
              companyId: options.companyId,
              isActivated: false,
              mustChangePassword: true,
              oneTimePasswordExpiresAt,
            })),
          )
          .returning({ id: users.id });
        const tokens = inserted.flatMap((row, i) => {
          const invite = invites[start + i];
          return invite
            ? [{ userId: row.id, purpose: 'invite', tokenHash: hashSecret(invite), expiresAt }]
            : [];
        });
        if (tokens.length > 0) await tx.insert(accountTokens).values(tokens);
      }
      await options.alongside?.(tx, created);
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) {
        throw conflict(
          'Another change created some of these usernames or emails at the same moment. Nothing was saved; please try again.',
        );
      }
      throw err;
    });

  return created;
}
