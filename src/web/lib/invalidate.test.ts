import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidate } from './invalidate.js';
import { queryKeys } from './query-keys.js';

const KEYS = {
  students: queryKeys.students.list(''),
  student: queryKeys.students.detail(7),
  accounts: queryKeys.studentAccounts(''),
  dashboard: queryKeys.dashboard(),
  search: queryKeys.search('al'),
  lessons: queryKeys.recordedLessons.list({ page: 1 }),
  codes: queryKeys.admin.companies.registrationCodes(1),
  otherCodes: queryKeys.admin.companies.registrationCodes(2),
  company: queryKeys.admin.companies.detail(1),
};

/** A client holding an answer for every key above, none of them stale. */
const filledClient = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, 'answer');
  return queryClient;
};

const invalidated = (queryClient: QueryClient) =>
  Object.entries(KEYS)
    .filter(([, key]) => queryClient.getQueryState(key as QueryKey)?.isInvalidated)
    .map(([name]) => name);

describe('invalidate', () => {
  it('refreshes a kind of record, the reads that show it and the summaries, nothing else', async () => {
    const queryClient = filledClient();
    await invalidate(queryClient, 'students');
    expect(invalidated(queryClient)).toEqual([
      'students',
      'student',
      'accounts',
      'dashboard',
      'search',
    ]);
  });

  it('forgets a deleted record that no page shows, instead of asking for it again', async () => {
    const queryClient = filledClient();
    await invalidate(queryClient, { deleted: 'students', id: 7 });
    expect(queryClient.getQueryState(KEYS.student)).toBeUndefined();
    expect(invalidated(queryClient)).toEqual(['students', 'accounts', 'dashboard', 'search']);
  });

  it('keeps a deleted record a page still shows, without refetching it', async () => {
    const queryClient = filledClient();
    const unsubscribe = new QueryObserver(queryClient, {
      queryKey: KEYS.student,
      queryFn: () => 'answer',
    }).subscribe(() => undefined);
    await invalidate(queryClient, { deleted: 'students', id: 7 });
    expect(queryClient.getQueryData(KEYS.student)).toBe('answer');
    expect(queryClient.getQueryState(KEYS.student)?.isInvalidated).toBe(false);
    unsubscribe();
  });

  it('refreshes one company’s codes when a code changes, and all company reads when a company does', async () => {
    const codesChanged = filledClient();
    await invalidate(codesChanged, { registrationCodesOf: 1 });
    expect(invalidated(codesChanged)).toEqual(['codes']);

    const companyChanged = filledClient();
    await invalidate(companyChanged, 'companies');
    expect(invalidated(companyChanged)).toEqual(['codes', 'otherCodes', 'company']);
  });
});
