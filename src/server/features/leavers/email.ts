import { PRODUCT_NAME } from '../../../shared/constants.js';
import { addUkDays } from '../../../shared/dates/uk-instant.js';
import { composeEmail, note, paragraph } from '../../email/compose.js';
import type { Email } from '../../email/outbox.js';
import { ukDayMonth } from '../../uk-time.js';

export interface LeaverEmail {
  to: string;
  fullName: string;
  companyName: string;
  places: { childName: string | null; className: string }[];
  /** The first UK day without the places. */
  placesEndOn: string;
  publicUrl: string;
}

/** Tells the family their access through the employer has ended and until when places stay. */
export function leaverEmail(email: LeaverEmail): Email {
  const lastDay = ukDayMonth(addUkDays(email.placesEndOn, -1));
  const places = email.places.map(
    (place) => `${place.childName ?? 'Your child'} in ${place.className}`,
  );
  return composeEmail({
    to: email.to,
    subject: `Your ${PRODUCT_NAME} access through ${email.companyName} has ended`,
    blocks: [
      paragraph(`Hello ${email.fullName},`),
      paragraph(
        `${email.companyName} has told us you no longer work there, so your ${PRODUCT_NAME} account is closed: you have been signed out everywhere and can no longer sign in.`,
      ),
      ...(places.length > 0
        ? [
            paragraph(
              `These class places are kept until the end of ${lastDay}, and then go to the children waiting for them:`,
              ...places,
            ),
          ]
        : []),
      note(
        `If this is a mistake, please ask ${email.companyName}'s HR team. Your account's data is kept and then deleted as our privacy policy says (${email.publicUrl}/privacy-policy).`,
      ),
    ],
  });
}
