import { PRODUCT_NAME } from '../../../shared/constants.js';
import { composeEmail, paragraph } from '../../email/compose.js';
import type { Email } from '../../email/outbox.js';

export function secondFactorReset(to: string, fullName: string, supportEmail: string): Email {
  return composeEmail({
    to,
    subject: `Your ${PRODUCT_NAME} two-step sign-in was reset`,
    blocks: [
      paragraph(`Hello ${fullName},`),
      paragraph(
        `An administrator has reset the two-step sign-in of your ${PRODUCT_NAME} account and signed out your devices. Your authenticator app and your recovery codes no longer work for this account. If your account needs two-step sign-in, you will set it up again the next time you sign in. If you did not ask for this, contact ${supportEmail} straight away.`,
      ),
    ],
  });
}
