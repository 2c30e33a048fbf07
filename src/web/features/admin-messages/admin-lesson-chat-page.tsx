import { useState } from 'react';
import { useParams } from 'react-router';
import type { ChatLine, LessonChat } from '../../../shared/classroom/chat.js';
import { formatTime } from '../../../shared/dates/format.js';
import { BackLink } from '../../components/back-link.js';
import { PageHeader } from '../../components/page-header.js';
import { Button } from '../../components/ui/button.js';
import { CardSkeletons } from '../../components/ui/card-skeletons.js';
import { ListError } from '../../components/ui/list-error.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useLessonChat, useLessonChatLines, useOpenLessonChat } from './api.js';
import { lessonLine } from './lesson-chats-tab.js';
import { OpenForm } from './open-form.js';

const HAND_TEXT = { 'hand-raised': 'raised a hand', 'hand-lowered': 'lowered a hand' } as const;

function Line({ line }: { line: ChatLine }) {
  return (
    <li className="grid gap-0.5 rounded-xl border border-slate-200 bg-white px-4 py-3">
      <p className="text-xs text-slate-600">
        <span className="font-semibold text-slate-900">{line.authorName}</span> ·{' '}
        <time dateTime={line.createdAt}>{formatTime(line.createdAt)}</time>
      </p>
      {line.kind === 'message' ? (
        <p className="break-words whitespace-pre-wrap text-slate-900">{line.body}</p>
      ) : (
        <p className="text-sm text-slate-700 italic">{HAND_TEXT[line.kind]}</p>
      )}
    </li>
  );
}

function Lines({ sessionId }: { sessionId: number }) {
  const lines = useLessonChatLines(sessionId, true);
  if (lines.isPending) return <CardSkeletons count={3} label="Loading the chat" />;
  if (lines.isError) return <ListError error={lines.error} onRetry={() => void lines.refetch()} />;
  return (
    <div className="grid gap-3">
      {lines.data.length === 0 ? (
        <p className="text-slate-700">Nothing was written in this lesson.</p>
      ) : (
        <ol aria-label="Chat" className="grid gap-2">
          {lines.data.map((line) => (
            <Line key={line.id} line={line} />
          ))}
        </ol>
      )}
      {lines.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={lines.isFetchingNextPage}
          onClick={() => void lines.fetchNextPage()}
        >
          {lines.isFetchingNextPage ? 'Loading…' : 'Later lines'}
        </Button>
      )}
    </div>
  );
}

/** Which lesson this is, before the admin says why they open its chat. */
function Summary({ sessionId }: { sessionId: number }) {
  const lesson = useLessonChat(sessionId);
  if (lesson.isPending) return <CardSkeletons count={1} label="Loading the lesson" />;
  if (lesson.isError)
    return <ListError error={lesson.error} onRetry={() => void lesson.refetch()} />;
  return (
    <p className="text-slate-800">
      <span className="font-semibold">{lesson.data.title}</span> · {lessonLine(lesson.data)}
    </p>
  );
}

/**
 * Issue 29 §2: an admin reads a lesson's classroom chat and raised hands, after saying why, as a
 * conversation is read (issue 16).
 */
export function AdminLessonChatPage() {
  useDocumentTitle('Lesson chat');
  const sessionId = Number(useParams().id);
  const [lesson, setLesson] = useState<LessonChat | null>(null);
  const open = useOpenLessonChat(sessionId);
  return (
    <div className="mx-auto grid max-w-4xl min-w-0 grid-cols-1 gap-6">
      <BackLink to={`${ROUTES.adminMessages}?tab=lessons`}>All lesson chats</BackLink>
      {lesson ? (
        <>
          <PageHeader title={`Chat of ${lesson.title}`} description={lessonLine(lesson)} />
          <Lines sessionId={sessionId} />
        </>
      ) : (
        <>
          <PageHeader
            title="Open a lesson’s chat"
            description="A lesson’s chat is for its class and tutor. Reading it is recorded."
          />
          <Summary sessionId={sessionId} />
          <OpenForm
            label="Why are you opening this lesson’s chat?"
            submit="Open chat"
            open={open}
            onOpened={setLesson}
          />
        </>
      )}
    </div>
  );
}
