import { NOTIFY_WITHIN_MINUTES } from './rules.js';

/** The texts of safeguarding concerns (issue 31 §3, §4). */
export const CONCERN_MSG = {
  raise: 'Raise a concern',
  raiseButton: 'Send to the safeguarding leads',
  categoryRequired: 'Please choose what kind of concern this is.',
  urgencyRequired: 'Please say whether this is urgent.',
  descriptionRequired: 'Please describe what happened or what worries you.',
  descriptionTooLong: 'Please keep the description under 4,000 characters.',
  noteRequired: 'Please write the note.',
  noteTooLong: 'Please keep the note under 4,000 characters.',
  actionRequired: 'Please say what is to be done.',
  ownerRequired: 'Please say who will do it.',
  outcomeRequired: 'Please record the outcome before closing the case.',
  tooLong: 'Please keep this under 200 characters.',
  phraseRequired: 'Please enter a word or phrase.',
  phraseTooLong: 'Please keep the phrase under 80 characters.',
  phraseExists: 'That word or phrase is already on the list.',
  flagNotFound: 'That word or phrase is not on the list.',
  notFound: 'That concern was not found.',
  linkNotFound: 'What this concern is about was not found.',
  actionNotFound: 'That action was not found.',
  closed: 'This case is closed.',
  leadsOnly: 'Only a designated safeguarding lead can see concerns.',
  raised: `Thank you. Your concern has been sent to the safeguarding leads, who will see it within ${NOTIFY_WITHIN_MINUTES} minutes.`,
  raisedUrgent:
    'Thank you. Your concern has been sent to the safeguarding leads now. If a child is in immediate danger, call 999.',
  emailSubject: (urgent: boolean) =>
    urgent ? 'Urgent safeguarding concern raised' : 'New safeguarding concern raised',
  emailBody:
    'A safeguarding concern has been raised. Sign in to read it in the concerns queue; nothing about it is in this email.',
} as const;
