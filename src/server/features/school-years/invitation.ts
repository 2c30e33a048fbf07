import { PRODUCT_NAME } from '../../../shared/constants.js';
import { schoolYearLabel } from '../../../shared/school-years/calendar.js';
import { button, composeEmail, note, paragraph } from '../../email/compose.js';
import type { Email } from '../../email/outbox.js';

export interface MovedChild {
  name: string;
  /** Their year group now, or null when they finished Year 11 and left. */
  yearGroup: string | null;
}

/**
 * The one email a parent gets at the roll-over: where each child moved to, and the link to choose
 * next year's classes on the parent's Classes page.
 */
export function nextYearInvitation(
  parent: { email: string; fullName: string },
  startYear: number,
  children: readonly MovedChild[],
  classesUrl: string,
): Email {
  const next = schoolYearLabel(startYear + 1);
  const lines = children.map(({ name, yearGroup }) =>
    yearGroup ? `${name} is now in ${yearGroup}.` : `${name} has finished Year 11 and left us.`,
  );
  return composeEmail({
    to: parent.email,
    subject: `Choose your classes for ${next}`,
    blocks: [
      paragraph(`Hello ${parent.fullName},`),
      paragraph(
        `The ${schoolYearLabel(startYear)} school year has ended and last year's classes have closed.`,
      ),
      paragraph(...lines),
      paragraph(
        `Choose each child's classes for ${next}: pick the times that suit you, or join a waiting list.`,
      ),
      button('Choose classes', classesUrl),
      note(`You are receiving this because your family learns with ${PRODUCT_NAME}.`),
    ],
  });
}
