import {
  Lock,
  LockOpen,
  Mic,
  MicOff,
  PhoneOff,
  UserCheck,
  UserX,
  Video,
  VideoOff,
} from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { isPupilFeed } from '../../../shared/policies/classroom.js';
import { useTutorControl } from './api.js';
import type { ClassroomParticipant, ClassroomStatus } from './contract.js';

interface ParticipantsPanelProps {
  sessionId: number;
  status: ClassroomStatus;
}

/**
 * The tutor's controls (issue 29 §2): the waiting room to admit from, everyone in the room with
 * mute (or, once muted, allow to speak), camera off (or allow it again) and remove, and the room's lock. The server
 * carries each one out.
 */
export function ParticipantsPanel({ sessionId, status }: ParticipantsPanelProps) {
  const control = useTutorControl(sessionId);
  const [ending, setEnding] = useState(false);
  const [removing, setRemoving] = useState<ClassroomParticipant | null>(null);
  const people = (status.participants ?? []).filter((p) => isPupilFeed(p.role));
  const waiting = people.filter((p) => p.state === 'waiting');
  const inRoom = people.filter((p) => p.state === 'admitted' && p.inRoom);
  const anyMuted = inRoom.some((p) => p.muted);
  const act = (
    control_: Parameters<typeof control.mutate>[0]['control'],
    p?: ClassroomParticipant,
  ) => control.mutate({ control: control_, ...(p ? { participantId: p.id } : {}) });

  return (
    <section
      aria-labelledby="people-heading"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="people-heading" className="text-base font-semibold text-slate-900">
          Pupils ({inRoom.length})
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => act('mute')}
            disabled={inRoom.length === 0}
          >
            <MicOff aria-hidden="true" className="size-4" />
            Mute all
          </Button>
          {anyMuted && (
            <Button variant="outline" size="sm" onClick={() => act('allow-speak')}>
              <Mic aria-hidden="true" className="size-4" />
              Allow all to speak
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            aria-pressed={status.locked}
            onClick={() => act(status.locked ? 'unlock' : 'lock')}
          >
            {status.locked ? (
              <Lock aria-hidden="true" className="size-4" />
            ) : (
              <LockOpen aria-hidden="true" className="size-4" />
            )}
            {status.locked ? 'Room locked' : 'Lock room'}
          </Button>
        </div>
      </div>
      {waiting.length > 0 && (
        <div>
          <h3 className="text-sm font-medium text-slate-800">Waiting room</h3>
          <ul className="mt-1 grid gap-1">
            {waiting.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-2 text-sm">
                {p.displayName}
                <Button size="sm" variant="secondary" onClick={() => act('admit', p)}>
                  <UserCheck aria-hidden="true" className="size-4" />
                  Admit<span className="sr-only"> {p.displayName}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ul className="grid gap-2" aria-label="In the lesson">
        {inRoom.length === 0 && (
          <li className="text-sm text-slate-600">No pupils in the room yet.</li>
        )}
        {inRoom.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-1 text-sm">
            <span className="font-medium text-slate-900">
              {p.displayName}
              {p.muted && <span className="ml-1 text-xs font-normal text-slate-600">(muted)</span>}
              {p.cameraOff && (
                <span className="ml-1 text-xs font-normal text-slate-600">(camera off)</span>
              )}
            </span>
            <span className="flex gap-1">
              {p.muted ? (
                <Button size="sm" variant="secondary" onClick={() => act('allow-speak', p)}>
                  <Mic aria-hidden="true" className="size-4" />
                  <span className="sr-only">{p.displayName}: </span>Allow to speak
                </Button>
              ) : (
                <Button
                  size="icon"
                  variant="ghost"
                  onClick={() => act('mute', p)}
                  aria-label={`Mute ${p.displayName}`}
                >
                  <MicOff aria-hidden="true" className="size-4" />
                </Button>
              )}
              {p.cameraOff ? (
                <Button
                  size="icon"
                  variant="ghost"
                  onClick={() => act('allow-camera', p)}
                  aria-label={`Allow ${p.displayName}’s camera`}
                >
                  <Video aria-hidden="true" className="size-4" />
                </Button>
              ) : (
                <Button
                  size="icon"
                  variant="ghost"
                  onClick={() => act('camera-off', p)}
                  aria-label={`Turn off ${p.displayName}’s camera`}
                >
                  <VideoOff aria-hidden="true" className="size-4" />
                </Button>
              )}
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Remove ${p.displayName}`}
                onClick={() => setRemoving(p)}
              >
                <UserX aria-hidden="true" className="size-4 text-red-700" />
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <Button
        variant="destructive"
        size="sm"
        className="justify-self-start"
        onClick={() => setEnding(true)}
      >
        <PhoneOff aria-hidden="true" className="size-4" />
        End lesson
      </Button>
      <ConfirmDialog
        open={ending}
        onOpenChange={setEnding}
        title="End the lesson for everyone?"
        description="Everyone leaves the classroom and the recording is processed."
        confirmLabel="End lesson"
        pending={control.isPending}
        onConfirm={() => {
          act('end');
          setEnding(false);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.displayName ?? ''}?`}
        description="They leave the lesson and cannot come back unless you admit them again."
        confirmLabel="Remove"
        pending={control.isPending}
        onConfirm={() => {
          if (removing) act('remove', removing);
          setRemoving(null);
        }}
      />
    </section>
  );
}
