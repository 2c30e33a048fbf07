import { useId, useState } from 'react';
import type { SubjectChoice, WaitlistEntry } from '../../../shared/classes/enrolment-schemas.js';
import { formatDayAt } from '../../../shared/dates/format.js';
import { Button } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { toastError } from '../../components/ui/toast-error.js';
import { toast } from '../../components/ui/toast-store.js';
import {
  useAnswerOffer,
  useJoinClass,
  useJoinWaitlist,
  useLeaveClass,
  useLeaveWaitlist,
} from './api.js';
import { ClassFacts } from './class-facts.js';
import { PreferredTimesForm } from './preferred-times-form.js';

interface Props {
  childId: number;
  childName: string;
  choice: SubjectChoice;
}

/** A place offered from the waiting list, with its deadline and the two answers. */
function OfferNotice({ childId, offer }: { childId: number; offer: WaitlistEntry }) {
  const answer = useAnswerOffer();
  const send = (choice: 'accept' | 'decline') =>
    answer.mutate(
      { childId, classId: offer.classId, answer: choice },
      {
        onSuccess: () =>
          toast({ title: choice === 'accept' ? 'Place accepted' : 'Place declined' }),
        onError: toastError,
      },
    );
  return (
    <div className="grid gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4">
      <p className="text-sm text-slate-900">
        A place is offered in <strong>{offer.className}</strong>. Accept it by{' '}
        <strong>{formatDayAt(offer.offerExpiresAt ?? new Date())}</strong>, or it goes to the next
        child waiting.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={answer.isPending} onClick={() => send('accept')}>
          Accept place
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={answer.isPending}
          onClick={() => send('decline')}
        >
          Decline
        </Button>
      </div>
    </div>
  );
}

/** One subject of a child: the current class, offers, the classes to choose from, preferred times. */
export function SubjectChoices({ childId, childName, choice }: Props) {
  const headingId = useId();
  const join = useJoinClass();
  const wait = useJoinWaitlist();
  const leave = useLeaveClass();
  const unwait = useLeaveWaitlist();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const { current } = choice;
  const offers = choice.waitlist.filter((entry) => entry.status === 'offered');
  const waiting = new Map(
    choice.waitlist
      .filter((entry) => entry.status === 'waiting')
      .map((entry) => [entry.classId, entry]),
  );
  const busy = join.isPending || wait.isPending || unwait.isPending;
  const onDone = (title: string) => ({
    onSuccess: () => toast({ title }),
    onError: toastError,
  });
  const others = choice.classes.filter((option) => option.id !== current?.id);

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 border-t border-slate-100 pt-4 first:border-t-0 first:pt-0"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {choice.subject}
      </h3>
      {current ? (
        <div className="grid gap-3 rounded-xl border border-green-200 bg-green-50 p-4 sm:flex sm:items-start sm:justify-between">
          <div className="grid gap-1">
            <p className="text-xs font-semibold tracking-wide text-green-900 uppercase">
              Current class
            </p>
            <ClassFacts option={current} places={false} />
          </div>
          <Button size="sm" variant="outline" onClick={() => setConfirmLeave(true)}>
            Leave class
          </Button>
          <ConfirmDialog
            open={confirmLeave}
            onOpenChange={setConfirmLeave}
            title="Leave class"
            description={`${childName} will leave ${current.name} today and will no longer see its sessions or recordings. Past sessions stay in their history.`}
            confirmLabel="Leave class"
            pending={leave.isPending}
            onConfirm={() =>
              leave.mutate(
                { childId, classId: current.id },
                {
                  onSuccess: () => {
                    setConfirmLeave(false);
                    toast({ title: `${childName} has left ${current.name}` });
                  },
                  onError: toastError,
                },
              )
            }
          />
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          {childName} is not in a {choice.subject} class yet.
        </p>
      )}
      {offers.map((offer) => (
        <OfferNotice key={offer.classId} childId={childId} offer={offer} />
      ))}
      {others.length === 0 ? (
        <p className="text-sm text-slate-700">
          No other {choice.subject} classes are open for this year group.
        </p>
      ) : (
        <ul aria-label={`${choice.subject} classes`} className="grid gap-3">
          {others.map((option) => {
            const queued = waiting.get(option.id);
            const full = option.placesLeft === 0 || option.waiting > 0;
            const target = { childId, classId: option.id };
            return (
              <li
                key={option.id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between"
              >
                <ClassFacts option={option} />
                <div className="grid justify-items-start gap-2 sm:justify-items-end">
                  {queued ? (
                    <>
                      <p className="text-sm font-medium text-slate-900">
                        Waiting list: position {queued.position}
                      </p>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        onClick={() => unwait.mutate(target, onDone('Left the waiting list'))}
                      >
                        Leave waiting list
                      </Button>
                    </>
                  ) : full ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      onClick={() => wait.mutate(target, onDone('Added to the waiting list'))}
                    >
                      Join waitlist
                    </Button>
                  ) : current ? (
                    <p className="max-w-48 text-sm text-slate-600">
                      To change class, leave the current one first.
                    </p>
                  ) : (
                    <Button
                      size="sm"
                      disabled={busy}
                      onClick={() =>
                        join.mutate(target, onDone(`${childName} has joined ${option.name}`))
                      }
                    >
                      Join class
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {choice.more && (
        <p className="text-sm text-slate-600">
          More {choice.subject} classes exist; those with places are listed first.
        </p>
      )}
      <PreferredTimesForm childId={childId} subject={choice.subject} times={choice.preferences} />
    </section>
  );
}
