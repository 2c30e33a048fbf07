import { Controller } from 'react-hook-form';
import { VENUE_LABELS, VENUES } from '../../../../shared/classroom/venue.js';
import type { SchemaForm } from '../../../components/form/use-schema-form.js';
import type { SessionFormInput, SessionFormValues } from './session-form.js';

/**
 * Where the lesson happens (issue 29 §7): the ClassPerk classroom, which pupils join from their
 * schedule, or the YouTube link below, as before.
 */
export function VenueField({ form }: { form: SchemaForm<SessionFormInput, SessionFormValues> }) {
  return (
    <Controller
      control={form.control}
      name="venue"
      render={({ field }) => (
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-2 text-sm font-medium text-slate-900">Where</legend>
          {VENUES.map((venue) => (
            <label key={venue} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={field.name}
                value={venue}
                checked={(field.value ?? 'classroom') === venue}
                onChange={() => field.onChange(venue)}
                className="size-4 accent-indigo-600"
              />
              {VENUE_LABELS[venue]}
            </label>
          ))}
        </fieldset>
      )}
    />
  );
}
