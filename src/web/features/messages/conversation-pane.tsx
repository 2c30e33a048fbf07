import { Ban, MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import { BackLink } from '../../components/back-link.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ListError } from '../../components/ui/list-error.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { ROUTES } from '../../lib/paths.js';
import { useConversation, useMarkRead, useThread, type MessageRow } from './api.js';
import { Composer } from './composer.js';
import { MessageItem } from './message-item.js';
import { OlderMessagesButton } from './older-messages-button.js';
import { SafeguardingNotice } from './safeguarding-notice.js';
import { usePageVisible } from './use-page-visible.js';

/** Marks what the person can see as read: everything up to the newest, once theirs is on screen. */
function useMarkSeen(conversationId: number, messages: MessageRow[], lastRead: number) {
  const { mutate } = useMarkRead(conversationId);
  const visible = usePageVisible();
  const marked = useRef(0);
  useEffect(() => {
    const newest = messages.at(-1);
    const seenUpTo = Math.max(lastRead, marked.current);
    if (!visible || !newest || !messages.some((m) => !m.fromMe && m.id > seenUpTo)) return;
    marked.current = newest.id;
    mutate(newest.id);
  }, [messages, lastRead, visible, mutate]);
}

function Thread({
  conversationId,
  otherName,
  lastRead,
}: {
  conversationId: number;
  otherName: string;
  lastRead: number;
}) {
  const thread = useThread(conversationId);
  const messages = thread.data?.messages ?? [];
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  useMarkSeen(conversationId, messages, lastRead);

  // A new message (or the first page) scrolls to the end; older pages loading above do not.
  useEffect(() => {
    const box = scroller.current;
    if (box && newestId !== undefined) box.scrollTop = box.scrollHeight;
  }, [newestId]);

  if (thread.isPending) {
    return (
      <LoadingBlocks
        label="Loading messages"
        className="grid flex-1 gap-3 p-4"
        blocks={['h-12 w-2/3', 'ml-auto h-12 w-1/2']}
      />
    );
  }
  if (thread.isError) {
    return (
      <div className="flex-1 p-4">
        <ListError error={thread.error} onRetry={() => void thread.refetch()} />
      </div>
    );
  }
  const { suspended, safeguardingNotice } = thread.data;
  return (
    <>
      <SafeguardingNotice text={safeguardingNotice} compact />
      <div ref={scroller} className="grid min-h-0 flex-1 content-start gap-3 overflow-y-auto p-4">
        <OlderMessagesButton thread={thread} />
        {messages.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">{MESSAGING_MSG.noMessages}</p>
        ) : (
          <div role="log" aria-label={`Messages with ${otherName}`}>
            <ol className="grid gap-3">
              {messages.map((message) => (
                <MessageItem key={message.id} message={message} otherName={otherName} />
              ))}
            </ol>
          </div>
        )}
      </div>
      <div className="border-t border-slate-200 p-3 sm:p-4">
        {suspended ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {MESSAGING_MSG.suspendedNotice}
          </p>
        ) : (
          <Composer conversationId={conversationId} />
        )}
      </div>
    </>
  );
}

/** One conversation: who it is with and about, the safeguarding notice, the messages, a reply. */
export function ConversationPane({ conversationId }: { conversationId: number }) {
  const conversation = useConversation(conversationId);
  const back = (
    <div className="lg:hidden">
      <BackLink to={ROUTES.messages}>All conversations</BackLink>
    </div>
  );

  if (conversation.isPending) {
    return <LoadingBlocks label="Loading the conversation" blocks={['h-96']} />;
  }
  if (conversation.isError) {
    return (
      <div className="grid gap-3">
        {back}
        <EmptyState icon={MessagesSquare} title={MESSAGING_MSG.conversationNotFound}>
          Choose a conversation from the list, or start one with New message.
        </EmptyState>
      </div>
    );
  }
  const { with: other, student } = conversation.data;
  // A phone shows the conversation alone: it reaches from under the header to 1rem above the
  // bottom of the screen or the shell's bottom bar, the composer last (issue 26 §5).
  return (
    <section
      aria-labelledby="conversation-title"
      className="flex h-[calc(100dvh-6rem-var(--bottom-bar,0px))] min-h-[26rem] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white lg:h-[calc(100dvh-13rem)]"
    >
      <header className="grid gap-1 border-b border-slate-200 p-3 sm:p-4">
        {back}
        <h2 id="conversation-title" className="text-lg font-semibold text-slate-900">
          {other.name}
          <span className="text-sm font-normal text-slate-600">
            {' '}
            · {MESSAGING_MSG.roleLabel[other.role]}
          </span>
        </h2>
        <p className="text-sm text-slate-700">{MESSAGING_MSG.aboutChild(student.name)}</p>
      </header>
      <Thread
        conversationId={conversationId}
        otherName={other.name}
        lastRead={conversation.data.lastReadMessageId}
      />
    </section>
  );
}
