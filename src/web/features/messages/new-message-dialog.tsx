import { SquarePen } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import { Avatar } from '../../components/avatar.js';
import { FormDialog } from '../../components/form-dialog.js';
import { Button } from '../../components/ui/button.js';
import { ListError } from '../../components/ui/list-error.js';
import { SearchInput } from '../../components/ui/search-input.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { toastFailed } from '../../components/ui/toast-error.js';
import { ROUTES } from '../../lib/paths.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { useContacts, useStartConversation, type ContactRow } from './api.js';

const SEARCH_DELAY_MS = 300;

function ContactChoices({ search, onChosen }: { search: string; onChosen: () => void }) {
  const contacts = useContacts(search, true);
  const start = useStartConversation();
  const navigate = useNavigate();

  const choose = (contact: ContactRow) => {
    const open = (id: number) => {
      onChosen();
      void navigate(ROUTES.conversation.to(id));
    };
    if (contact.conversationId !== null) return open(contact.conversationId);
    start.mutate(
      { withUserId: contact.with.id, studentId: contact.student.id },
      {
        onSuccess: (conversation) => open(conversation.id),
        onError: (error) => toastFailed('The conversation could not start', error),
      },
    );
  };

  if (contacts.isPending) {
    return (
      <LoadingBlocks label="Loading contacts" className="grid gap-2" blocks={['h-14', 'h-14']} />
    );
  }
  if (contacts.isError) {
    return <ListError error={contacts.error} onRetry={() => void contacts.refetch()} />;
  }
  if (contacts.data.items.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-slate-700">
        {search ? MESSAGING_MSG.noContactsFound : MESSAGING_MSG.noContacts}
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <ul className="grid max-h-80 gap-2 overflow-y-auto" aria-busy={start.isPending}>
        {contacts.data.items.map((contact) => (
          <li key={`${contact.with.id}-${contact.student.id}`}>
            <button
              type="button"
              disabled={start.isPending}
              onClick={() => choose(contact)}
              className="flex w-full items-center gap-3 rounded-xl border border-slate-200 p-3 text-left hover:border-indigo-300 hover:bg-indigo-50/40 disabled:opacity-60"
            >
              <Avatar name={contact.with.name} />
              <span className="grid min-w-0">
                <span className="truncate font-semibold text-slate-900">
                  {contact.with.name}
                  <span className="font-normal text-slate-600">
                    {' '}
                    ({MESSAGING_MSG.roleLabel[contact.with.role]})
                  </span>
                </span>
                <span className="truncate text-sm text-slate-700">
                  {MESSAGING_MSG.aboutChild(contact.student.name)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {contacts.data.more && (
        <p className="text-xs text-slate-600">More people match: search by name to find them.</p>
      )}
    </div>
  );
}

/** Issue 16: start a conversation, or find the one there is, with someone the rules allow. */
export function NewMessageButton() {
  const [open, setOpen] = useState(false);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearchInput('');
      }}
      title={MESSAGING_MSG.newMessage}
      description={MESSAGING_MSG.chooseContact}
      className="max-w-lg"
      trigger={
        <Button>
          <SquarePen aria-hidden="true" className="size-4" />
          {MESSAGING_MSG.newMessage}
        </Button>
      }
    >
      <SearchInput
        label={MESSAGING_MSG.searchContacts}
        placeholder={MESSAGING_MSG.searchContacts}
        value={searchInput}
        onValueChange={setSearchInput}
      />
      {open && <ContactChoices search={search} onChosen={() => setOpen(false)} />}
    </FormDialog>
  );
}
