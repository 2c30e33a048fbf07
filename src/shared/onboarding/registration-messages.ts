/** What the registration page says about codes (issue 13 §1: one answer for every unusable code). */
export const REGISTRATION_MSG = {
  codeUnusable:
    'This registration code cannot be used. It may be mistyped, expired or already used up. Please check it, or ask your employer for a new one.',
  tooManyCodes:
    'Too many registration codes were tried from your network. Please wait a few minutes and try again.',
  checkEmailTitle: 'Check your email',
  checkEmail:
    'We have sent the next step to the address you gave. Open the email to finish; it can take a few minutes to arrive.',
  finishTitle: 'Finish creating your account',
  finishIntro: 'Your email address is confirmed once you create the account.',
  finishButton: 'Create my account',
  linkInvalid:
    'This link has expired or is not valid. Please register again with your employer’s link.',
  alreadyCreated: 'This account has already been created. Please log in.',
} as const;
