import { Flag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { flagTermSchema } from '../../../shared/concerns/schemas.js';
import { BackLink } from '../../components/back-link.js';
import { FormFooter } from '../../components/form/form-footer.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { TextField } from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { KeysetList } from '../../components/keyset-list.js';
import { PageHeader } from '../../components/page-header.js';
import { RemovalDialog } from '../../components/removal-dialog.js';
import { TitledSection } from '../../components/titled-section.js';
import { Badge } from '../../components/ui/badge.js';
import { Button } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { toastError } from '../../components/ui/toast-error.js';
import { toast } from '../../components/ui/toast-store.js';
import { formatDate, formatTime } from '../../lib/dates.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import {
  useAddFlagTerm,
  useFlagTerms,
  useRemoveFlagTerm,
  useSetFlagTerm,
  type FlagTermView,
} from './api.js';

function AddTermForm() {
  const form = useSchemaForm({
    schema: flagTermSchema,
    defaultValues: { phrase: '' },
    mutation: useAddFlagTerm(),
    onSaved: (row) => {
      form.reset();
      toast({ title: 'Added to the list', description: `“${row.phrase}” now raises a concern.` });
    },
    failureTitle: 'The word or phrase was not added',
  });
  return (
    <SchemaForm form={form} className="grid gap-3">
      <TextField
        form={form}
        name="phrase"
        id="flag-phrase"
        label="Word or phrase"
        hint="Matched as a whole word or phrase, whatever its capitals or spacing."
      />
      <FormFooter pending={form.pending}>Add to the list</FormFooter>
    </SchemaForm>
  );
}

const fired = (term: FlagTermView) =>
  term.fired === 0 || !term.lastFiredAt
    ? 'Never fired'
    : `Fired ${term.fired === 1 ? 'once' : `${term.fired} times`}, last on ${formatDate(term.lastFiredAt)} at ${formatTime(term.lastFiredAt)}`;

function TermRow({ term, onRemove }: { term: FlagTermView; onRemove: () => void }) {
  const change = useSetFlagTerm();
  const toggle = () =>
    change.mutate(
      { id: term.id, enabled: !term.enabled },
      {
        onSuccess: (row) =>
          toast({
            title: row.enabled ? 'Turned on' : 'Turned off',
            description: `“${row.phrase}”`,
          }),
        onError: toastError,
      },
    );
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-900">{term.phrase}</span>
          <Badge tone={term.enabled ? 'green' : 'grey'}>{term.enabled ? 'On' : 'Off'}</Badge>
        </span>
        <span className="text-sm text-slate-700">{fired(term)}</span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`${term.enabled ? 'Turn off' : 'Turn on'} “${term.phrase}”`}
          disabled={change.isPending}
          onClick={toggle}
        >
          {term.enabled ? 'Turn off' : 'Turn on'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-red-800"
          aria-label={`Remove “${term.phrase}”`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
    </li>
  );
}

/**
 * Issue 31 §4: the leads tune the words and phrases that raise a concern from messages and the
 * classroom chat, and see how often each fired. The router's LeadsOnly lets only leads here, and
 * the server refuses anyone else.
 */
export function ConcernFlagsPage() {
  useDocumentTitle('Automatic flags');
  return <FlagsList />;
}

function FlagsList() {
  const terms = useFlagTerms();
  const remove = useRemoveFlagTerm();
  const [removing, setRemoving] = useState<FlagTermView | null>(null);
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 grid-cols-1 gap-6">
      <BackLink to={ROUTES.adminConcerns}>All concerns</BackLink>
      <PageHeader
        title="Automatic flags"
        description="A message or classroom chat line with one of these raises a concern for review, with the lines around it."
      />
      <TitledSection
        id="flag-add"
        title="Add a word or phrase"
        description="It applies to what is written from now on."
        size="card"
      >
        <AddTermForm />
      </TitledSection>
      <KeysetList
        query={terms}
        noun="words and phrases"
        one="word or phrase"
        loadingLabel="Loading the list"
        empty={
          <EmptyState icon={Flag} title="The list is empty">
            Nothing written raises a concern by itself until a word or phrase is added.
          </EmptyState>
        }
      >
        {(items) => (
          <ul aria-label="Words and phrases" className="grid gap-3">
            {items.map((term) => (
              <TermRow key={term.id} term={term} onRemove={() => setRemoving(term)} />
            ))}
          </ul>
        )}
      </KeysetList>
      <RemovalDialog
        item={removing}
        onClose={() => setRemoving(null)}
        remove={remove}
        title="Remove from the list?"
        description="Nothing written from now on raises a concern for it. The concerns it raised stay."
        confirmLabel="Remove"
        removed={(term) => ({ title: 'Removed from the list', description: `“${term.phrase}”` })}
      />
    </div>
  );
}
