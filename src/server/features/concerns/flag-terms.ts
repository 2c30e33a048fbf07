import { count, eq } from 'drizzle-orm';
import { CONCERN_MSG } from '../../../shared/concerns/messages.js';
import { normalisePhrase } from '../../../shared/concerns/rules.js';
import type { IdCursor } from '../../../shared/pagination.js';
import type { Db } from '../../db/client.js';
import { concernFlagTerms } from '../../db/schema-concerns.js';
import { conflict, notFound } from '../../http/errors.js';
import { keysetRows, pageFrom } from '../../http/keyset.js';
import { MAX_FLAG_TERMS } from './flag-task.js';

const columns = {
  id: concernFlagTerms.id,
  phrase: concernFlagTerms.phrase,
  enabled: concernFlagTerms.enabled,
  fired: concernFlagTerms.fired,
  lastFiredAt: concernFlagTerms.lastFiredAt,
};

/** The list in the order entries were added, with how often each fired. */
export async function listTerms(db: Db, query: { cursor?: IdCursor; pageSize: number }) {
  const rows = await keysetRows(
    db.select(columns).from(concernFlagTerms).$dynamic(),
    { direction: 'asc', id: concernFlagTerms.id },
    query,
  );
  return pageFrom(
    rows,
    query.pageSize,
    (row) => String(row.id),
    (row) => row,
  );
}

/** Adds an entry, stored normalised so one phrase is one entry; 409 if listed or the list is full. */
export async function addTerm(db: Db, phrase: string) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(concernFlagTerms);
  if (total >= MAX_FLAG_TERMS) throw conflict(`The list holds at most ${MAX_FLAG_TERMS} entries.`);
  const [row] = await db
    .insert(concernFlagTerms)
    .values({ phrase: normalisePhrase(phrase) })
    .onConflictDoNothing()
    .returning(columns);
  if (!row) throw conflict(CONCERN_MSG.phraseExists, { phrase: [CONCERN_MSG.phraseExists] });
  return row;
}

export async function setEnabled(db: Db, id: number, enabled: boolean) {
  const [row] = await db
    .update(concernFlagTerms)
    .set({ enabled })
    .where(eq(concernFlagTerms.id, id))
    .returning(columns);
  if (!row) throw notFound(CONCERN_MSG.flagNotFound);
  return row;
}

export async function removeTerm(db: Db, id: number) {
  const [row] = await db
    .delete(concernFlagTerms)
    .where(eq(concernFlagTerms.id, id))
    .returning({ id: concernFlagTerms.id });
  if (!row) throw notFound(CONCERN_MSG.flagNotFound);
}
