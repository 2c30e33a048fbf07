import { Check, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import type { Ref } from 'react';
import { SearchInput } from '../../components/ui/search-input.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { errorText } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { useStudentAccounts, type StudentAccount } from './api.js';

interface AccountPickerProps {
  /** The chosen account's user id, or undefined while none is chosen. */
  value: number | undefined;
  /** What to show for the current value before any search has found it (when editing). */
  current: { id: number; fullName: string; username: string } | null;
  /** The profile being edited: its own account is not "taken". */
  studentId: number | undefined;
  onChange: (account: StudentAccount) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Spec 2 §5 links a profile to a user id; people find the account by name, not by number. */
export function AccountPicker({
  value,
  current,
  studentId,
  onChange,
  error,
  inputRef,
}: AccountPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState(current);
  const accounts = useStudentAccounts(useDebouncedValue(search.trim(), 250));
  const errorId = `${id}-error`;

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Student account</legend>
      <p className="text-sm text-slate-700">
        {chosen && value === chosen.id ? (
          <>
            Linked to <strong className="font-semibold">{chosen.fullName}</strong> (
            {chosen.username})
          </>
        ) : (
          'Choose the sign-in this profile belongs to.'
        )}
      </p>
      <SearchInput
        ref={inputRef}
        label="Search student accounts by name or username"
        placeholder="Search by name or username…"
        value={search}
        onValueChange={setSearch}
        aria-invalid={Boolean(error)}
      />
      <div
        tabIndex={0}
        role="group"
        aria-label="Student accounts"
        className="max-h-56 overflow-y-auto rounded-lg border border-slate-200"
      >
        {accounts.isPending ? (
          <LoadingBlocks
            label="Loading accounts"
            className="grid gap-2 p-3"
            blocks={['h-5', 'h-5']}
          />
        ) : accounts.isError ? (
          <p className="p-3 text-sm text-red-800">{errorText(accounts.error)}</p>
        ) : accounts.data.length === 0 ? (
          <p className="p-3 text-sm text-slate-700">
            No student accounts match that search. A new pupil’s sign-in is found by its exact
            username.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {accounts.data.map((account) => {
              const taken = account.studentId !== null && account.studentId !== studentId;
              const selected = account.id === value;
              return (
                <li key={account.id}>
                  <label
                    className={cn(
                      'relative flex cursor-pointer items-center gap-3 px-3 py-2 text-sm',
                      'has-focus-visible:ring-2 has-focus-visible:ring-indigo-600 has-focus-visible:ring-inset',
                      selected ? 'bg-indigo-50' : 'hover:bg-slate-50',
                      taken && 'cursor-not-allowed opacity-70',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-account`}
                      value={account.id}
                      checked={selected}
                      disabled={taken}
                      onChange={() => {
                        setChosen(account);
                        onChange(account);
                      }}
                      // Covers the whole row, so a click anywhere on it is a click on the radio.
                      className="absolute inset-0 z-10 cursor-pointer opacity-0 disabled:cursor-not-allowed"
                    />
                    <span
                      aria-hidden="true"
                      className={cn(
                        'grid size-7 shrink-0 place-items-center rounded-full',
                        selected ? 'bg-indigo-700 text-white' : 'bg-slate-100 text-slate-600',
                      )}
                    >
                      {selected ? <Check className="size-4" /> : <UserRound className="size-4" />}
                    </span>
                    <span className="grid min-w-0">
                      <span className="truncate font-medium text-slate-900">
                        {account.fullName}
                      </span>
                      <span className="truncate text-xs text-slate-600">
                        {account.username}
                        {taken && ' · already has a student profile'}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
