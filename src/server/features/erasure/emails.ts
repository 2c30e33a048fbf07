import { ERASURE_GRACE_DAYS } from '../../../shared/account/erasure.js';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { composeEmail, paragraph } from '../../email/compose.js';
import type { Email } from '../../email/outbox.js';

export function erasureScheduled(to: string, fullName: string, date: string): Email {
  return composeEmail({
    to,
    subject: `Your ${PRODUCT_NAME} account will be deleted on ${date}`,
    blocks: [
      paragraph(`Hello ${fullName},`),
      paragraph(
        `You asked to delete your ${PRODUCT_NAME} account and your children's records. They will be erased on ${date}, ${ERASURE_GRACE_DAYS} days from now. To keep your account, simply sign in before then.`,
      ),
    ],
  });
}

export function erasureCancelled(to: string, fullName: string): Email {
  return composeEmail({
    to,
    subject: `Your ${PRODUCT_NAME} account will not be deleted`,
    blocks: [
      paragraph(`Hello ${fullName},`),
      paragraph(
        `You signed in, so the deletion of your ${PRODUCT_NAME} account was cancelled. Your account and your children's records stay as they were.`,
      ),
    ],
  });
}
