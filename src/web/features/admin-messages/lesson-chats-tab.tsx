import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { formatShortDay, formatTime } from '../../../shared/dates/format.js';
import type { LessonChat } from '../../../shared/classroom/chat.js';
import { KeysetList } from '../../components/keyset-list.js';
import { buttonClasses } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ROUTES } from '../../lib/paths.js';
import { useLessonChats } from './api.js';

/** The lesson, its class and tutor, and when: what the list and the page show before opening. */
export const lessonLine = (lesson: LessonChat) =>
  [
    lesson.className,
    lesson.subject,
    `${formatShortDay(lesson.scheduledFor)} ${formatTime(lesson.scheduledFor)}`,
    lesson.tutorName,
  ]
    .filter(Boolean)
    .join(' · ');

/** Lessons whose classroom has a chat (issue 29 §2), latest first: no words until opened. */
export function LessonChatsTab() {
  const lessons = useLessonChats();
  return (
    <KeysetList
      query={lessons}
      noun="lesson chats"
      one="lesson chat"
      loadingLabel="Loading lesson chats"
      empty={
        <EmptyState icon={MessagesSquare} title="No lesson chats yet">
          The chat and raised hands of lessons in the classroom will appear here.
        </EmptyState>
      }
    >
      {(items) => (
        <ul className="grid gap-3">
          {items.map((lesson) => (
            <li
              key={lesson.sessionId}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
            >
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="font-semibold text-slate-900">{lesson.title}</p>
                <p className="text-sm text-slate-700">{lessonLine(lesson)}</p>
              </div>
              <Link
                to={ROUTES.adminLessonChat.to(lesson.sessionId)}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                aria-label={`Read the chat of ${lesson.title}, ${lessonLine(lesson)}`}
              >
                Read
              </Link>
            </li>
          ))}
        </ul>
      )}
    </KeysetList>
  );
}
