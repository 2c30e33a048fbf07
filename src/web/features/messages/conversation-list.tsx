import { MessagesSquare } from 'lucide-react';
import { NavLink } from 'react-router';
import { MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import { Avatar } from '../../components/avatar.js';
import { CursorPagedList } from '../../components/paged-list.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { UnreadBadge } from '../../components/unread-badge.js';
import { cn } from '../../lib/cn.js';
import { ROUTES } from '../../lib/paths.js';
import { useConversations, type ConversationRow } from './api.js';
import { formatShortWhen } from './when.js';

function preview(row: ConversationRow) {
  const last = row.lastMessage;
  if (!last) return MESSAGING_MSG.noMessages;
  const text = last.withdrawn ? MESSAGING_MSG.messageWithdrawn : (last.preview ?? '');
  return last.fromMe ? `${MESSAGING_MSG.you}: ${text}` : text;
}

function ConversationLink({ row }: { row: ConversationRow }) {
  const unread = row.unreadCount > 0;
  return (
    <NavLink
      to={ROUTES.conversation.to(row.id)}
      className={({ isActive }) =>
        cn(
          'flex min-w-0 gap-3 rounded-xl border p-3 text-left transition-colors',
          isActive
            ? 'border-indigo-300 bg-indigo-50'
            : 'border-slate-200 bg-white hover:border-indigo-200 hover:bg-slate-50',
        )
      }
    >
      <Avatar name={row.with.name} />
      <span className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-slate-900', unread ? 'font-bold' : 'font-semibold')}>
            {row.with.name}
          </span>
          <time dateTime={row.lastMessageAt} className="shrink-0 text-xs text-slate-600">
            {formatShortWhen(row.lastMessageAt)}
          </time>
        </span>
        <span className="truncate text-xs text-slate-600">
          {MESSAGING_MSG.roleLabel[row.with.role]} · {MESSAGING_MSG.aboutChild(row.student.name)}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span
            className={cn(
              'truncate text-sm',
              unread ? 'font-medium text-slate-900' : 'text-slate-700',
              row.lastMessage?.withdrawn && 'italic',
            )}
          >
            {preview(row)}
          </span>
          <UnreadBadge count={row.unreadCount} />
          {unread && <span className="sr-only">, {MESSAGING_MSG.unread(row.unreadCount)}</span>}
        </span>
        {row.suspended && <span className="text-xs font-medium text-red-800">Suspended</span>}
      </span>
    </NavLink>
  );
}

/** Issue 16: the person's conversations, unread first, each naming the other person and the child. */
export function ConversationList() {
  const conversations = useConversations();
  return (
    <CursorPagedList
      query={conversations}
      noun="conversations"
      one="conversation"
      as="ul"
      layout="grid grid-cols-1 gap-2"
      className="grid min-w-0 grid-cols-1 gap-3"
      skeletons={{ count: 3, label: 'Loading conversations' }}
      empty={
        <EmptyState icon={MessagesSquare} title={MESSAGING_MSG.noConversations}>
          {MESSAGING_MSG.noConversationsText}
        </EmptyState>
      }
      renderItem={(row) => <ConversationLink row={row} />}
    />
  );
}
