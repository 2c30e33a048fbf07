import { CalendarClock, CircleSlash, DoorOpen, VideoOff as NoRoom } from 'lucide-react';
import { useParams } from 'react-router';
import { CHAT_MSG } from '../../../shared/classroom/chat-messages.js';
import { formatDayAt } from '../../../shared/dates/format.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ListError } from '../../components/ui/list-error.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { ApiError, errorText } from '../../lib/api.js';
import { idFrom } from '../../lib/id-param.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useClassroomStatus } from './api.js';
import { Room } from './room.js';

/** Issue 29 §2: a lesson's classroom, at /classroom/:sessionId. */
export function ClassroomPage() {
  const id = idFrom(useParams().sessionId);
  useDocumentTitle('Classroom');
  return id ? (
    <Classroom sessionId={id} />
  ) : (
    <Notice icon={CircleSlash} title="Lesson not found">
      There is no lesson at this address.
    </Notice>
  );
}

function Notice({ icon, title, children }: Parameters<typeof EmptyState>[0]) {
  return (
    <div className="mx-auto grid max-w-2xl">
      <EmptyState icon={icon} title={title} headingLevel={1}>
        {children}
      </EmptyState>
    </div>
  );
}

/**
 * The server decides whether the room is open to the reader; the page follows it as it changes.
 * A check that fails once the room is open (a blip, a busy server) keeps the room and its
 * connection: only a lesson that is gone, or a first check that fails, replaces it.
 */
function Classroom({ sessionId }: { sessionId: number }) {
  const status = useClassroomStatus(sessionId, true);
  if (status.isPending)
    return <LoadingBlocks label="Opening the classroom" blocks={['h-8 w-1/3', 'h-96 w-full']} />;
  if (status.error instanceof ApiError && status.error.status === 404)
    return (
      <Notice icon={CircleSlash} title="Lesson not found">
        {errorText(status.error)}
      </Notice>
    );
  if (status.data === undefined)
    return <ListError error={status.error} onRetry={() => void status.refetch()} />;
  const { data } = status;
  switch (data.status) {
    case 'unavailable':
      return (
        <Notice icon={NoRoom} title="The classroom is not available">
          {data.reason ?? CHAT_MSG.needsJanus}
        </Notice>
      );
    case 'not-open':
      return (
        <Notice icon={CalendarClock} title="The classroom is not open yet">
          It opens {formatDayAt(data.opensAt)}, 10 minutes before the lesson. This page lets you in
          then.
        </Notice>
      );
    case 'ended':
      return (
        <Notice icon={DoorOpen} title="This lesson has ended">
          Its recording appears with the class’s recorded lessons once it is ready.
        </Notice>
      );
    case 'open':
      return <Room sessionId={sessionId} status={data} />;
  }
}
