import { WAITLIST_OFFER_HOURS } from '../../../shared/classes/rules.js';
import { button, composeEmail, note, paragraph } from '../../email/compose.js';
import type { Email } from '../../email/outbox.js';
import { ukDayAt } from '../../uk-time.js';

export interface OfferEmail {
  to: string;
  fullName: string;
  childName: string;
  className: string;
  expiresAt: Date;
  publicUrl: string;
}

/** The freed place offered to the first waiting, in the one email layout (HTML and text). */
export function waitlistOfferEmail(offer: OfferEmail): Email {
  return composeEmail({
    to: offer.to,
    subject: `A place for ${offer.childName} in ${offer.className}`,
    blocks: [
      paragraph(`Hello ${offer.fullName},`),
      paragraph(
        `A place has come free in ${offer.className}, and ${offer.childName} is first on its waiting list.`,
        `We are holding it for ${WAITLIST_OFFER_HOURS} hours, until ${ukDayAt(offer.expiresAt)} (UK time).`,
      ),
      // The parent's Classes page (ROUTES.parentClasses), where the offer is accepted or declined.
      button('Accept or decline the place', `${offer.publicUrl}/parent-dashboard/classes`),
      note('If you do not answer by then, the place is offered to the next child waiting.'),
    ],
  });
}
