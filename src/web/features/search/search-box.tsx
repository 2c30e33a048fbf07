import { GraduationCap, CirclePlay, Search } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchResults } from '../../../shared/search/schemas.js';
import { Spinner } from '../../components/ui/spinner.js';
import { errorText } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { ROUTES } from '../../lib/paths.js';
import { MIN_SEARCH_LENGTH, useSearch } from './api.js';

const DEBOUNCE_MS = 250;

interface Option {
  key: string;
  group: 'Lessons' | 'Students';
  label: string;
  detail: string | null;
  to: string;
}

const toOptions = (results: SearchResults | undefined): Option[] => [
  ...(results?.lessons ?? []).map((lesson) => ({
    key: `lesson-${lesson.id}`,
    group: 'Lessons' as const,
    label: lesson.title,
    detail: lesson.subject,
    to: ROUTES.recordedLesson.to(lesson.id),
  })),
  ...(results?.students ?? []).map((student) => ({
    key: `student-${student.id}`,
    group: 'Students' as const,
    label: student.label,
    detail: null,
    to: ROUTES.student.to(student.id),
  })),
];

/** Lessons and students by name: a combobox with a listbox popup (WAI-ARIA APG pattern). */
export function SearchBox() {
  const id = useId();
  const listId = `${id}-results`;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const search = useSearch(term);
  const options = useMemo(() => toOptions(search.data), [search.data]);

  const activeIndex = active < options.length ? active : -1;
  const popupShown = open && term.length >= MIN_SEARCH_LENGTH;
  const listShown = popupShown && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (option: Option) => {
    setOpen(false);
    setText('');
    setActive(-1);
    void navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive(options.length ? (activeIndex + 1) % options.length : -1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive(options.length ? (activeIndex - 1 + options.length) % options.length : -1);
        break;
      case 'Enter': {
        const option = options[activeIndex];
        if (listShown && option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (popupShown) setOpen(false);
        else setText('');
        setActive(-1);
        break;
    }
  };

  const status = search.isError
    ? errorText(search.error)
    : search.isSuccess && !search.isPlaceholderData && !options.length
      ? 'No results'
      : null;

  return (
    <div className="relative w-full max-w-md min-w-0">
      <label htmlFor={`${id}-input`} className="sr-only">
        Search lessons and students
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder="Search"
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listShown ? listId : undefined}
        aria-activedescendant={listShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-lg border border-slate-300 bg-slate-50 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-indigo-600 focus-visible:bg-white"
      />
      {popupShown && (
        <div className="fixed inset-x-2 top-16 z-50 max-h-96 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg sm:absolute sm:inset-x-0 sm:top-full sm:mt-2">
          {search.isPending && (
            <Spinner className="grid place-items-center p-4" label="Searching" />
          )}
          {status && (
            <p role="status" className="px-3 py-4 text-center text-sm text-slate-700">
              {status}
            </p>
          )}
          {listShown && (
            <div role="listbox" id={listId} aria-label="Search results">
              {(['Lessons', 'Students'] as const).map((group) => {
                const inGroup = options
                  .map((option, index) => ({ option, index }))
                  .filter(({ option }) => option.group === group);
                if (!inGroup.length) return null;
                return (
                  <div key={group} role="group" aria-label={group} className="py-1">
                    <p
                      aria-hidden="true"
                      className="px-3 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                    >
                      {group}
                    </p>
                    {inGroup.map(({ option, index }) => {
                      const Icon = group === 'Lessons' ? CirclePlay : GraduationCap;
                      return (
                        <div
                          key={option.key}
                          id={optionId(index)}
                          role="option"
                          aria-selected={index === activeIndex}
                          // Keep focus in the input so the blur does not close the list first.
                          onMouseDown={(event) => event.preventDefault()}
                          onMouseEnter={() => setActive(index)}
                          onClick={() => choose(option)}
                          className={cn(
                            'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm',
                            index === activeIndex
                              ? 'bg-indigo-50 text-indigo-900'
                              : 'text-slate-800',
                          )}
                        >
                          <Icon aria-hidden="true" className="size-4 shrink-0 text-indigo-700" />
                          <span className="min-w-0 flex-1 truncate">{option.label}</span>
                          {option.detail && (
                            <span className="shrink-0 text-xs text-slate-600">{option.detail}</span>
                          )}
                        </div>
                      );
                    })}
                  </div>
                );
              })}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
