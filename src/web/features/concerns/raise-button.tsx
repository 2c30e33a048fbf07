import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { CONCERN_MSG } from '../../../shared/concerns/messages.js';
import { canRaiseConcern } from '../../../shared/policies/safeguarding.js';
import { Button } from '../../components/ui/button.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { RaiseConcernDialog, type ConcernLinks } from './raise-dialog.js';

/**
 * Issue 31 §3: "Raise a concern" where a tutor, parent or admin meets a child: a lesson's page or
 * a child's page. The dialog comes up with the lesson or the child already linked; anyone else
 * (a pupil, an employer) sees nothing.
 */
export function RaiseConcernButton({
  links,
  about,
  size,
}: {
  links: ConcernLinks;
  about?: string;
  size?: 'sm';
}) {
  const user = useSignedInUser();
  const [open, setOpen] = useState(false);
  if (!canRaiseConcern(user)) return null;
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)}>
        <ShieldAlert aria-hidden="true" className="size-4" />
        {CONCERN_MSG.raise}
      </Button>
      {open && <RaiseConcernDialog links={links} about={about} onClose={() => setOpen(false)} />}
    </>
  );
}
