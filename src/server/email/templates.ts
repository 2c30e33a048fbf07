import { PRODUCT_NAME } from '../../shared/constants.js';
import type { Email } from './mailer.js';

const signOff = `\n\nThe ${PRODUCT_NAME} team`;

export function usernameReminder(to: string, fullName: string, username: string): Email {
  return {
    to,
    subject: `Your ${PRODUCT_NAME} username`,
    text: `Hello ${fullName},\n\nYou asked for a reminder of your ${PRODUCT_NAME} username. It is: ${username}\n\nIf you did not ask for this, you can ignore this email.${signOff}`,
  };
}

export function passwordResetLink(
  to: string,
  fullName: string,
  link: string,
  minutes: number,
): Email {
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `Hello ${fullName},\n\nSomeone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open this link within ${minutes} minutes:\n\n${link}\n\nThe link works once. If you did not ask for this, you can ignore this email and your password stays the same.${signOff}`,
  };
}

export function passwordChanged(to: string, fullName: string, supportEmail: string): Email {
  return {
    to,
    subject: `Your ${PRODUCT_NAME} password was changed`,
    text: `Hello ${fullName},\n\nThe password of your ${PRODUCT_NAME} account was just changed and your other devices were signed out. If this was not you, contact ${supportEmail} straight away.${signOff}`,
  };
}

export function enquiryNotification(
  to: string,
  enquiry: {
    fullName: string;
    companyName: string;
    role: string;
    email: string;
    phone: string;
    companySize: string;
    message: string | null;
  },
): Email {
  return {
    to,
    subject: `New enquiry from ${enquiry.companyName}`,
    text: [
      `${enquiry.fullName} (${enquiry.role}) at ${enquiry.companyName} sent an enquiry.`,
      '',
      `Email: ${enquiry.email}`,
      `Phone: ${enquiry.phone}`,
      `Company size: ${enquiry.companySize}`,
      '',
      enquiry.message ?? '(no message)',
      '',
      `Please reply within 24 hours on business days.${signOff}`,
    ].join('\n'),
  };
}

export function tutorInvitation(
  to: string,
  fullName: string,
  username: string,
  link: string,
  days: number,
): Email {
  return {
    to,
    subject: `You're invited to teach on ${PRODUCT_NAME}`,
    text: `Hello ${fullName},\n\nAn administrator has created your ${PRODUCT_NAME} tutor account. Your username is: ${username}\n\nChoose your password with this link, which works once within ${days} days:\n\n${link}${signOff}`,
  };
}
