import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import { KeysetList } from '../../components/keyset-list.js';
import { ListSearch } from '../../components/list-search.js';
import { Badge } from '../../components/ui/badge.js';
import { buttonClasses } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ROUTES } from '../../lib/paths.js';
import type { ListParams } from '../../lib/use-list-params.js';
import { formatWhen } from '../messages/when.js';
import { useAdminConversations, type AdminConversation } from './api.js';

function ConversationRow({ conversation }: { conversation: AdminConversation }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-semibold text-slate-900">
          {conversation.parent.name} and {conversation.tutor.name}
        </p>
        <p className="text-sm text-slate-700">
          {MESSAGING_MSG.aboutChild(conversation.student.name)} · last message{' '}
          <time dateTime={conversation.lastMessageAt}>
            {formatWhen(conversation.lastMessageAt)}
          </time>
        </p>
        {conversation.suspendedAt && (
          <Badge tone="red" className="justify-self-start">
            Suspended
          </Badge>
        )}
      </div>
      <Link
        to={ROUTES.adminConversation.to(conversation.id)}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
        aria-label={`Read the conversation of ${conversation.parent.name} and ${conversation.tutor.name} about ${conversation.student.name}`}
      >
        Read
      </Link>
    </li>
  );
}

/** Every conversation, newest first; a search finds names, children and words of messages. */
export function ConversationsTab({ params }: { params: ListParams<'tab'> }) {
  const conversations = useAdminConversations(params.search);
  return (
    <div className="grid gap-4">
      <ListSearch
        params={params}
        label={MESSAGING_MSG.adminSearch}
        placeholder={MESSAGING_MSG.adminSearch}
      />
      <KeysetList
        query={conversations}
        noun="conversations"
        one="conversation"
        loadingLabel="Loading conversations"
        empty={
          <EmptyState
            icon={MessagesSquare}
            title={params.search ? 'No conversations match' : 'No conversations yet'}
          >
            {params.search
              ? 'Try part of a parent’s, tutor’s or child’s name, or other words.'
              : 'Conversations between parents and tutors will appear here.'}
          </EmptyState>
        }
      >
        {(items) => (
          <ul className="grid gap-3">
            {items.map((conversation) => (
              <ConversationRow key={conversation.id} conversation={conversation} />
            ))}
          </ul>
        )}
      </KeysetList>
    </div>
  );
}
