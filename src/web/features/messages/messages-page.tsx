import { MessagesSquare } from 'lucide-react';
import { useParams } from 'react-router';
import { MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { cn } from '../../lib/cn.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { ConversationList } from './conversation-list.js';
import { ConversationPane } from './conversation-pane.js';
import { NewMessageButton } from './new-message-dialog.js';
import { SafeguardingNotice } from './safeguarding-notice.js';
import { isParent } from '../../../shared/policies/roles.js';

/**
 * Issue 16: the list of conversations beside the open one on wide screens; on a phone the list
 * and a conversation are separate views, /messages and /messages/:id.
 */
export function MessagesPage() {
  useDocumentTitle(MESSAGING_MSG.title);
  const { id } = useParams();
  const open = id === undefined ? null : Number(id);
  const user = useSignedInUser();

  return (
    <div className="mx-auto grid max-w-6xl min-w-0 grid-cols-1 gap-4">
      <div className={cn(open !== null && 'max-lg:hidden')}>
        <PageHeader
          title={MESSAGING_MSG.title}
          description={
            isParent(user)
              ? "Write to your children's tutors."
              : 'Write to the parents of the children you teach.'
          }
          actions={<NewMessageButton />}
        />
      </div>
      {open !== null && <h1 className="sr-only lg:hidden">{MESSAGING_MSG.title}</h1>}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section
          aria-label="Conversations"
          className={cn('grid min-w-0 grid-cols-1 gap-3', open !== null && 'max-lg:hidden')}
        >
          <SafeguardingNotice text={MESSAGING_MSG.safeguardingNotice} className="lg:hidden" />
          <ConversationList />
        </section>
        {open !== null ? (
          <ConversationPane key={open} conversationId={open} />
        ) : (
          <div className="max-lg:hidden">
            <EmptyState icon={MessagesSquare} title="Choose a conversation">
              <p>{MESSAGING_MSG.safeguardingNotice}</p>
            </EmptyState>
          </div>
        )}
      </div>
    </div>
  );
}
