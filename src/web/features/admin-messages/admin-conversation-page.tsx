import { useState } from 'react';
import { useParams } from 'react-router';
import { MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import { BackLink } from '../../components/back-link.js';
import { PageHeader } from '../../components/page-header.js';
import { Badge } from '../../components/ui/badge.js';
import { CardSkeletons } from '../../components/ui/card-skeletons.js';
import { ListError } from '../../components/ui/list-error.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { OlderMessagesButton } from '../messages/older-messages-button.js';
import { AdminMessageItem } from './admin-message-item.js';
import { OpenForm } from './open-form.js';
import {
  useAdminConversation,
  useAdminThread,
  useOpenConversation,
  type AdminConversation,
} from './api.js';
import { SuspensionButton } from './suspension-button.js';

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
  const open = useOpenConversation(id);

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
          <OpenForm
            label={MESSAGING_MSG.adminOpenReasonLabel}
            submit="Open conversation"
            open={open}
            onOpened={setConversation}
          />
        </>
      )}
    </div>
  );
}
