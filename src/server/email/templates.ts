import { PRODUCT_NAME } from '../../shared/constants.js';
import { button, composeEmail, paragraph } from './compose.js';
import { escapeHtml } from './html.js';
import type { Email } from './outbox.js';

export function usernameReminder(to: string, fullName: string, username: string): Email {
  return composeEmail({
    to,
    subject: `Your ${PRODUCT_NAME} username`,
    blocks: [
      paragraph(`Hello ${fullName},`),
      paragraph(`You asked for a reminder of your ${PRODUCT_NAME} username. It is: ${username}`),
      paragraph('If you did not ask for this, you can ignore this email.'),
    ],
  });
}

export function passwordResetLink(
  to: string,
  fullName: string,
  link: string,
  minutes: number,
): Email {
  return composeEmail({
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    blocks: [
      paragraph(`Hello ${fullName},`),
      paragraph(
        `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open this link within ${minutes} minutes:`,
      ),
      button('Choose a new password', link),
      paragraph(
        'The link works once. If you did not ask for this, you can ignore this email and your password stays the same.',
      ),
    ],
  });
}

export function passwordChanged(to: string, fullName: string, supportEmail: string): Email {
  return composeEmail({
    to,
    subject: `Your ${PRODUCT_NAME} password was changed`,
    blocks: [
      paragraph(`Hello ${fullName},`),
      paragraph(
        `The password of your ${PRODUCT_NAME} account was just changed and your other devices were signed out. If this was not you, contact ${supportEmail} straight away.`,
      ),
    ],
  });
}

/** Sent to both the old and the new address, so a stolen session cannot move an account quietly. */
export function emailChanged(
  to: string,
  fullName: string,
  newEmail: string,
  supportEmail: string,
): Email {
  return composeEmail({
    to,
    subject: `Your ${PRODUCT_NAME} email address was changed`,
    blocks: [
      paragraph(`Hello ${fullName},`),
      paragraph(
        `The email address of your ${PRODUCT_NAME} account was just changed to ${newEmail}. Emails about your account, including password resets, now go there. If this was not you, contact ${supportEmail} straight away.`,
      ),
    ],
  });
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
  return composeEmail({
    to,
    subject: `New enquiry from ${enquiry.companyName}`,
    blocks: [
      paragraph(`${enquiry.fullName} (${enquiry.role}) at ${enquiry.companyName} sent an enquiry.`),
      paragraph(
        `Email: ${enquiry.email}`,
        `Phone: ${enquiry.phone}`,
        `Company size: ${enquiry.companySize}`,
      ),
      paragraph(enquiry.message ?? '(no message)'),
      paragraph('Please reply within 24 hours on business days.'),
    ],
  });
}

/** An invitation to choose a password: tutors, employees and employer contacts get one. */
export const passwordInvitation = (link: string, days: number) => [
  paragraph(`Choose your password with this link, which works once within ${days} days:`),
  button('Choose your password', link),
];

export function tutorInvitation(
  to: string,
  fullName: string,
  username: string,
  link: string,
  days: number,
): Email {
  return composeEmail({
    to,
    subject: `You're invited to teach on ${PRODUCT_NAME}`,
    blocks: [
      paragraph(`Hello ${fullName},`),
      paragraph(
        `An administrator has created your ${PRODUCT_NAME} tutor account. Your username is: ${username}`,
      ),
      ...passwordInvitation(link, days),
    ],
  });
}

export function employeeWelcome(
  to: string,
  account: { fullName: string; username: string; companyName: string },
  link: string,
  days: number,
): Email {
  return composeEmail({
    to,
    subject: `${account.companyName} has given you ${PRODUCT_NAME}`,
    blocks: [
      paragraph(`Hello ${account.fullName},`),
      paragraph(
        `${account.companyName} has set up a ${PRODUCT_NAME} account for you: live online tuition for your children, Year 5 to GCSE, as an employee benefit.`,
      ),
      paragraph(`Your username is: ${account.username}`),
      ...passwordInvitation(link, days),
      paragraph('Then sign in and add your children.'),
    ],
  });
}

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
