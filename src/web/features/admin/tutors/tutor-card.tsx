import {
  AtSign,
  BadgeCheck,
  CalendarClock,
  CalendarDays,
  Mail,
  Pencil,
  Power,
  ShieldCheck,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { TutorListItem } from '../../../../shared/admin/schemas.js';
import { Avatar } from '../../../components/avatar.js';
import { Badge } from '../../../components/ui/badge.js';
import { ActionButton } from '../../../components/ui/action-button.js';
import { Card } from '../../../components/ui/card.js';
import { toast } from '../../../components/ui/toast-store.js';
import { toastFailed } from '../../../components/ui/toast-error.js';
import { VettingBadge } from '../../../components/vetting-status.js';
import { CardActions, CardDetails } from '../card-details.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { formatDate } from '../../../lib/dates.js';
import { capitalise } from '../../../lib/text.js';
import { useSetTutorActive } from './api.js';
import { EditTutorDialog } from './edit-tutor-dialog.js';

// Loaded when opened, so the admin's home stays within its script budget.
const AvailabilityDialog = lazy(async () => ({
  default: (await import('./availability-dialog.js')).AvailabilityDialog,
}));

/**
 * One tutor. The Vetting dialog is the list's (`onVetting`), so it stays open when a recorded check
 * takes the tutor off the "Needs attention" list.
 */
export function TutorCard({
  tutor,
  onVetting,
}: {
  tutor: TutorListItem;
  onVetting: (tutor: TutorListItem) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [availability, setAvailability] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const setActive = useSetTutorActive();

  const changeActive = (active: boolean) =>
    setActive.mutate(
      { id: tutor.id, active },
      {
        onSuccess: () => {
          setConfirming(false);
          toast(
            active
              ? { title: 'Tutor reactivated', description: `${tutor.fullName} can sign in again.` }
              : {
                  title: 'Tutor deactivated',
                  description: `${tutor.fullName} has been signed out and can no longer sign in.`,
                },
          );
        },
        onError: (error) =>
          toastFailed(active ? 'Failed to reactivate tutor' : 'Failed to deactivate tutor', error),
      },
    );

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <Avatar name={tutor.fullName} className="size-10" />
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="truncate font-semibold text-slate-900">{tutor.fullName}</h3>
          <div className="flex flex-wrap gap-1.5">
            <VettingBadge status={tutor.vetting} />
            {!tutor.isActive && <Badge tone="grey">Inactive</Badge>}
            {tutor.isActive && !tutor.isActivated && <Badge tone="blue">Invitation pending</Badge>}
            {tutor.subjects.map((subject) => (
              <Badge key={subject} tone="indigo">
                {subject}
              </Badge>
            ))}
          </div>
        </div>
      </div>
      <CardDetails
        details={[
          { icon: Mail, label: 'Email', value: tutor.email },
          { icon: AtSign, label: 'Username', value: tutor.username },
          { icon: ShieldCheck, label: 'Role', value: capitalise(tutor.role) },
          { icon: CalendarDays, label: 'Created', value: `Added ${formatDate(tutor.createdAt)}` },
        ]}
      />
      <CardActions>
        <ActionButton
          icon={Pencil}
          variant="outline"
          aria-label={`Edit Details of ${tutor.fullName}`}
          onClick={() => setEditing(true)}
        >
          Edit Details
        </ActionButton>
        <ActionButton
          icon={CalendarClock}
          variant="outline"
          aria-label={`Availability of ${tutor.fullName}`}
          onClick={() => setAvailability(true)}
        >
          Availability
        </ActionButton>
        <ActionButton
          icon={BadgeCheck}
          variant="outline"
          aria-label={`Vetting of ${tutor.fullName}`}
          onClick={() => onVetting(tutor)}
        >
          Vetting
        </ActionButton>
        {tutor.isActive ? (
          <ActionButton
            icon={Power}
            variant="ghost"
            aria-label={`Deactivate ${tutor.fullName}`}
            onClick={() => setConfirming(true)}
          >
            Deactivate
          </ActionButton>
        ) : (
          <ActionButton
            icon={Power}
            variant="ghost"
            aria-label={`Reactivate ${tutor.fullName}`}
            disabled={setActive.isPending}
            onClick={() => changeActive(true)}
          >
            Reactivate
          </ActionButton>
        )}
      </CardActions>
      {editing && <EditTutorDialog tutor={tutor} open onOpenChange={setEditing} />}
      {availability && (
        <Suspense>
          <AvailabilityDialog tutor={tutor} open onOpenChange={setAvailability} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Deactivate ${tutor.fullName}?`}
        description="They are signed out at once and can no longer sign in. Their sessions stay on the schedule, marked Tutor inactive, so you can give them to another tutor. You can reactivate the account later."
        confirmLabel="Deactivate"
        pendingLabel="Deactivating…"
        pending={setActive.isPending}
        onConfirm={() => changeActive(false)}
      />
    </Card>
  );
}
