import { PRODUCT_NAME } from '../../../shared/constants.js';
import type { Email } from '../../email/outbox.js';
import { REGISTRATION_LINK_HOURS } from './registration-link.js';
import { WORK_EMAIL_LINK_HOURS } from '../../../shared/company-domains/rules.js';

const signOff = `\n\nThe ${PRODUCT_NAME} team`;
const notYou = 'If you did not ask for this, you can ignore this email.';

/** The one way to finish a registration: the address's owner opens the link. */
export function finishRegistration(to: string, fullName: string, link: string): Email {
  return {
    to,
    subject: `Finish creating your ${PRODUCT_NAME} account`,
    text: `Hello ${fullName},\n\nTo finish creating your ${PRODUCT_NAME} account, open this link within ${REGISTRATION_LINK_HOURS} hours:\n\n${link}\n\n${notYou}${signOff}`,
  };
}

/** Told to the owner of an address someone registered with again: the screen said nothing. */
export function alreadyRegistered(to: string, fullName: string, publicUrl: string): Email {
  return {
    to,
    subject: `You already have a ${PRODUCT_NAME} account`,
    text: `Hello ${fullName},\n\nSomeone asked to create a ${PRODUCT_NAME} account with this email address, which already has one, so nothing was created. To sign in, go to ${publicUrl}/auth; if you have forgotten your password, choose "Forgot username or password?" there.\n\n${notYou}${signOff}`,
  };
}

/** The username chosen belongs to someone else: only the address's owner learns it. */
export function usernameTaken(
  to: string,
  fullName: string,
  username: string,
  registerUrl: string,
): Email {
  return {
    to,
    subject: `Choose another ${PRODUCT_NAME} username`,
    text: `Hello ${fullName},\n\nThe username "${username}" is already taken, so your ${PRODUCT_NAME} account was not created. Please register again with another username:\n\n${registerUrl}\n\n${notYou}${signOff}`,
  };
}

/** Registering by work email (decision 128): the address's owner opens the link to finish. */
export function workEmailLink(to: string, companyName: string, link: string): Email {
  return {
    to,
    subject: `Finish creating your ${PRODUCT_NAME} account`,
    text: `Hello,\n\n${companyName} offers ${PRODUCT_NAME} to its employees. To create your account with this work address, open this link within ${WORK_EMAIL_LINK_HOURS} hours and choose your name, username and password:\n\n${link}\n\n${notYou}${signOff}`,
  };
}
