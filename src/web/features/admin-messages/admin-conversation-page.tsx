import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { MESSAGING_MSG, REASON_MAX_LENGTH } from '../../../shared/messaging/messages.js';
import { BackLink } from '../../components/back-link.js';
import { PageHeader } from '../../components/page-header.js';
import { Badge } from '../../components/ui/badge.js';
import { Button } from '../../components/ui/button.js';
import { CardSkeletons } from '../../components/ui/card-skeletons.js';
import { FormError } from '../../components/ui/form-error.js';
import { Label } from '../../components/ui/label.js';
import { ListError } from '../../components/ui/list-error.js';
import { Textarea } from '../../components/ui/textarea.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { OlderMessagesButton } from '../messages/older-messages-button.js';
import { AdminMessageItem } from './admin-message-item.js';
import {
  useAdminConversation,
  useAdminThread,
  useOpenConversation,
  type AdminConversation,
} from './api.js';
import { SuspensionButton } from './suspension-button.js';

/** Every opening is audited, so the page asks why each time it is opened. */
function OpenForm({ id, onOpened }: { id: number; onOpened: (c: AdminConversation) => void }) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const open = useOpenConversation(id);
  return (
    <form
      className="grid max-w-xl gap-4 rounded-2xl border border-slate-200 bg-white p-5"
      onSubmit={(event) => {
        event.preventDefault();
        open.mutate(reason, { onSuccess: onOpened });
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={reasonId}>{MESSAGING_MSG.adminOpenReasonLabel}</Label>
        <Textarea
          id={reasonId}
          value={reason}
          required
          maxLength={REASON_MAX_LENGTH}
          aria-describedby={`${reasonId}-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${reasonId}-hint`} className="text-xs text-slate-600">
          {MESSAGING_MSG.adminOpenReasonHint}
        </p>
      </div>
      <FormError error={open.error} />
      <Button type="submit" className="justify-self-start" disabled={open.isPending}>
        <ShieldCheck aria-hidden="true" className="size-4" />
        {open.isPending ? 'Opening…' : 'Open conversation'}
      </Button>
    </form>
  );
}

function Thread({ conversation }: { conversation: AdminConversation }) {
  const thread = useAdminThread(conversation.id, true);
  if (thread.isPending)
    return <CardSkeletons count={3} label="Loading messages" className="grid gap-2" />;
  if (thread.isError) {
    return <ListError error={thread.error} onRetry={() => void thread.refetch()} />;
  }
  return (
    <div className="grid gap-3">
      <OlderMessagesButton thread={thread} />
      {thread.data.length === 0 ? (
        <p className="text-slate-700">No messages yet.</p>
      ) : (
        <ol aria-label="Messages" className="grid gap-2">
          {thread.data.map((message) => (
            <AdminMessageItem key={message.id} message={message} />
          ))}
        </ol>
      )}
    </div>
  );
}

/** The admin sees whose conversation this is before saying why they open it (issue 26 §5). */
function Participants({ id }: { id: number }) {
  const summary = useAdminConversation(id);
  if (summary.isPending) return <CardSkeletons count={1} label="Loading the conversation" />;
  if (summary.isError) {
    return <ListError error={summary.error} onRetry={() => void summary.refetch()} />;
  }
  const { parent, tutor, student } = summary.data;
  return (
    <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-slate-600">Parent</dt>
      <dd className="font-medium text-slate-900">{parent.name}</dd>
      <dt className="text-slate-600">Tutor</dt>
      <dd className="font-medium text-slate-900">{tutor.name}</dd>
      <dt className="text-slate-600">Child</dt>
      <dd className="font-medium text-slate-900">{student.name}</dd>
    </dl>
  );
}

/** Issue 16: an admin reads one conversation, after saying why, and can suspend it. */
export function AdminConversationPage() {
  useDocumentTitle('Conversation');
  const id = Number(useParams().id);
  const [conversation, setConversation] = useState<AdminConversation | null>(null);

  return (
    <div className="mx-auto grid max-w-4xl min-w-0 grid-cols-1 gap-6">
      <BackLink to={ROUTES.adminMessages}>All conversations</BackLink>
      {conversation ? (
        <>
          <PageHeader
            title={`${conversation.parent.name} and ${conversation.tutor.name}`}
            description={MESSAGING_MSG.aboutChild(conversation.student.name)}
            actions={<SuspensionButton conversation={conversation} onChanged={setConversation} />}
          />
          {conversation.suspendedAt && (
            <Badge tone="red" className="justify-self-start">
              Suspended
            </Badge>
          )}
          <Thread conversation={conversation} />
        </>
      ) : (
        <>
          <PageHeader
            title="Open a conversation"
            description="Conversations are private to the parent and the tutor. Reading one is recorded."
          />
          <Participants id={id} />
          <OpenForm id={id} onOpened={setConversation} />
        </>
      )}
    </div>
  );
}
