import { PRODUCT_NAME } from '../../shared/constants.js';
import type { Email } from './outbox.js';

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

/** Sent to both the old and the new address, so a stolen session cannot move an account quietly. */
export function emailChanged(
  to: string,
  fullName: string,
  newEmail: string,
  supportEmail: string,
): Email {
  return {
    to,
    subject: `Your ${PRODUCT_NAME} email address was changed`,
    text: `Hello ${fullName},\n\nThe email address of your ${PRODUCT_NAME} account was just changed to ${newEmail}. Emails about your account, including password resets, now go there. If this was not you, contact ${supportEmail} straight away.${signOff}`,
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

export function employeeWelcome(
  to: string,
  account: { fullName: string; username: string; companyName: string },
  link: string,
  days: number,
): Email {
  return {
    to,
    subject: `${account.companyName} has given you ${PRODUCT_NAME}`,
    text: `Hello ${account.fullName},\n\n${account.companyName} has set up a ${PRODUCT_NAME} account for you: live online tuition for your children, Year 5 to GCSE, as an employee benefit.\n\nYour username is: ${account.username}\n\nChoose your password with this link, which works once within ${days} days:\n\n${link}\n\nThen sign in and add your children.${signOff}`,
  };
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An HTML email an admin can send to each generated account, with {{placeholders}} to fill. */
export function generatedAccountsTemplate(companyName: string, signInUrl: string): string {
  const company = escapeHtml(companyName);
  return `<!doctype html>
<html lang="en">
<body style="font-family: Arial, sans-serif; color: #0f172a; line-height: 1.5;">
  <h1 style="color: #3730a3;">Welcome to ${PRODUCT_NAME}</h1>
  <p>Hello {{fullName}},</p>
  <p>${company} has given you a ${PRODUCT_NAME} account: 15 hours a week of live online group tuition for your children, Year 5 to GCSE, with recordings and resources.</p>
  <table role="presentation" style="border-collapse: collapse;">
    <tr><td style="padding: 4px 12px 4px 0;"><strong>Username</strong></td><td>{{username}}</td></tr>
    <tr><td style="padding: 4px 12px 4px 0;"><strong>Temporary password</strong></td><td>{{password}}</td></tr>
  </table>
  <p><a href="${escapeHtml(signInUrl)}" style="color: #4338ca;">Sign in to ${PRODUCT_NAME}</a>. You will be asked to choose your own password the first time.</p>
  <p>The ${PRODUCT_NAME} team</p>
</body>
</html>`;
}
