import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import { Button } from '../../components/ui/button.js';

type Pages = Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;

/** Above a conversation's messages while the server has older ones. */
export function OlderMessagesButton({ thread }: { thread: Pages }) {
  if (!thread.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className="justify-self-center"
      disabled={thread.isFetchingNextPage}
      onClick={() => void thread.fetchNextPage()}
    >
      {thread.isFetchingNextPage ? 'Loading…' : MESSAGING_MSG.olderMessages}
    </Button>
  );
}
