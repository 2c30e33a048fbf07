import { LogOut, Mic, MicOff, MonitorUp, Video, VideoOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.js';
import { lessonAbout } from '../concerns/about.js';
import { RaiseConcernButton } from '../concerns/raise-button.js';
import { Spinner } from '../../components/ui/spinner.js';
import { ROUTES } from '../../lib/paths.js';
import { CLASSROOM_MSG } from '../../../shared/classroom/messages.js';
import { formatShortDay, formatTimeRange } from '../../../shared/dates/format.js';
import { startsWithCamera } from '../../../shared/policies/classroom-feeds.js';
import { ChatPanel } from './chat-panel.js';
import type { ClassroomStatus } from './contract.js';
import { ParticipantsPanel } from './participants-panel.js';
import { useClassroomConnection, type Phase } from './use-classroom-connection.js';
import { useTutorHold } from './use-tutor-hold.js';
import { VideoTile } from './video-tile.js';

interface RoomProps {
  sessionId: number;
  status: ClassroomStatus;
}

/** What the stage says when the person is not (or not yet, or no longer) in the room. */
const PHASE_TEXT: Partial<Record<Phase, string>> = {
  connecting: 'Joining the lesson…',
  waiting: 'You are in the waiting room. The tutor will let you in.',
  reconnecting: 'Reconnecting… The connection dropped; you will be back in a moment.',
  removed: 'The tutor removed you from this lesson.',
  ended: 'The tutor ended the lesson.',
};

/**
 * The room (decision 118): the tutor's video large, everyone else's beside it, one's own preview,
 * the microphone, camera and screen buttons, and beside them the tutor's controls and the chat.
 * Pupils come in with their camera off unless their class says otherwise.
 */
export function Room({ sessionId, status }: RoomProps) {
  const moderator = status.me.canModerate;
  const { lesson } = status;
  const room = useClassroomConnection(
    sessionId,
    true,
    startsWithCamera(status.me.role, !!status.camerasOn),
  );
  const message = room.phase === 'refused' ? room.refusal : PHASE_TEXT[room.phase];
  const inRoom = room.phase === 'in';
  const speaking = useTutorHold(status.me.muted, room.setMicrophone, {
    held: CLASSROOM_MSG.mutedByTutor,
    released: CLASSROOM_MSG.allowedToSpeak,
  });
  const seen = useTutorHold(status.me.cameraOff, room.setCamera, {
    held: CLASSROOM_MSG.cameraOffByTutor,
    released: CLASSROOM_MSG.cameraAllowed,
  });
  // A shared screen goes first and large, so a phone shows it before the faces.
  const feeds = [...room.feeds].sort((a, b) => Number(b.sharing) - Number(a.sharing));

  return (
    <div className="grid gap-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{lesson.title}</h1>
          <p className="text-sm text-slate-600">
            {[lesson.className, lesson.subject].filter(Boolean).join(' · ')}
            <span className="block sm:inline">
              <span className="hidden sm:inline"> · </span>
              {formatShortDay(lesson.scheduledFor)},{' '}
              {formatTimeRange(lesson.scheduledFor, lesson.duration)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RaiseConcernButton
            links={{ sessionId }}
            about={lessonAbout(lesson.title, lesson.scheduledFor)}
            size="sm"
          />
          <Link to={ROUTES.home} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <LogOut aria-hidden="true" className="size-4" />
            Leave lesson
          </Link>
        </div>
      </header>
      <p role="status" aria-live="polite" className="sr-only">
        {room.announcement}
      </p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-3">
          {/* Always there, so a screen reader hears each change of phase, "Reconnecting…" too. */}
          <div role={room.phase === 'refused' || room.phase === 'removed' ? 'alert' : 'status'}>
            {message && (
              <p className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800">
                {(room.phase === 'connecting' || room.phase === 'reconnecting') && (
                  <Spinner className="size-4" />
                )}
                {message}
              </p>
            )}
          </div>
          <section aria-label="Videos" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {feeds.map((feed) => (
              <VideoTile
                key={feed.feedId}
                stream={feed.stream}
                name={feed.displayName || 'Someone'}
                large={feed.sharing}
              />
            ))}
            {inRoom && <VideoTile stream={room.local} name="You" self />}
          </section>
          {/* Always there, so a screen reader hears the tutor hold the pupil's microphone or camera and let it through. */}
          <div role="status" className="grid gap-2">
            {inRoom &&
              [
                { id: 'tutor-mute', notice: speaking.notice },
                { id: 'tutor-camera', notice: seen.notice },
              ].map(
                ({ id, notice }) =>
                  notice && (
                    <p
                      key={id}
                      id={id}
                      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950"
                    >
                      {notice}
                    </p>
                  ),
              )}
          </div>
          {inRoom && (
            <div
              role="toolbar"
              aria-label="Your microphone and camera"
              className="flex flex-wrap gap-2"
            >
              <Button
                variant={room.microphone ? 'outline' : 'destructive'}
                aria-pressed={!room.microphone}
                // The tutor's mute holds: the pupil asks with a raised hand (decision 118).
                disabled={status.me.muted}
                aria-describedby={status.me.muted ? 'tutor-mute' : undefined}
                onClick={() => room.setMicrophone(!room.microphone)}
              >
                {room.microphone ? (
                  <Mic aria-hidden="true" className="size-4" />
                ) : (
                  <MicOff aria-hidden="true" className="size-4" />
                )}
                {room.microphone ? 'Mute' : 'Unmute'}
              </Button>
              <Button
                variant="outline"
                aria-pressed={room.camera}
                // The tutor's camera-off holds until the tutor allows it again.
                disabled={status.me.cameraOff}
                aria-describedby={status.me.cameraOff ? 'tutor-camera' : undefined}
                onClick={() => room.setCamera(!room.camera)}
              >
                {room.camera ? (
                  <Video aria-hidden="true" className="size-4" />
                ) : (
                  <VideoOff aria-hidden="true" className="size-4" />
                )}
                Camera {room.camera ? 'on' : 'off'}
              </Button>
              {moderator && (
                <Button
                  variant="outline"
                  aria-pressed={room.screen}
                  onClick={() => room.setScreen(!room.screen)}
                >
                  <MonitorUp aria-hidden="true" className="size-4" />
                  {room.screen ? 'Stop sharing' : 'Share screen'}
                </Button>
              )}
            </div>
          )}
        </div>
        <aside className="grid content-start gap-4" aria-label="Lesson">
          {moderator && <ParticipantsPanel sessionId={sessionId} status={status} />}
          <ChatPanel
            sessionId={sessionId}
            canModerate={moderator}
            inRoom={inRoom}
            announce={room.announce}
          />
        </aside>
      </div>
    </div>
  );
}
