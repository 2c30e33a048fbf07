import { ERASURE_GRACE_DAYS } from '../../../shared/account/erasure.js';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import type { Email } from '../../email/outbox.js';

const signOff = `\n\nThe ${PRODUCT_NAME} team`;

export function erasureScheduled(to: string, fullName: string, date: string): Email {
  return {
    to,
    subject: `Your ${PRODUCT_NAME} account will be deleted on ${date}`,
    text: `Hello ${fullName},\n\nYou asked to delete your ${PRODUCT_NAME} account and your children's records. They will be erased on ${date}, ${ERASURE_GRACE_DAYS} days from now. To keep your account, simply sign in before then.${signOff}`,
  };
}

export function erasureCancelled(to: string, fullName: string): Email {
  return {
    to,
    subject: `Your ${PRODUCT_NAME} account will not be deleted`,
    text: `Hello ${fullName},\n\nYou signed in, so the deletion of your ${PRODUCT_NAME} account was cancelled. Your account and your children's records stay as they were.${signOff}`,
  };
}
