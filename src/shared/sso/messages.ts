/** What people read about single sign-on (issue 30 §2). */
export const SSO_MSG = {
  protocol: 'Choose OIDC or SAML 2.0',
  issuer: 'Enter the identity provider’s issuer URL, starting https://',
  clientId: 'Enter the client ID your identity provider gave ClassPerk',
  clientSecret: 'Enter the client secret your identity provider gave ClassPerk',
  metadata: 'Paste the identity provider’s SAML metadata XML',
  metadataUnreadable:
    'This metadata could not be read: it needs an entityID, a single sign-on URL and a signing certificate',
  issuerUnreachable:
    'The identity provider’s settings could not be read from this issuer URL. Check the URL and try again',
  workEmail: 'Enter your work email address',
  noCompany:
    'Your company does not sign in through ClassPerk with its own account. Sign in with your username and password',
  notSetUp: 'Single sign-on is not set up for this company',
  ssoOnly:
    'Your company signs you in with its own account. Choose “Sign in with your company” and enter your work email',
  refused:
    'Signing in with your company did not succeed. Try again, or ask your company’s IT team for help',
  noCompanyOfYours: 'Your account does not belong to a company',
  closed:
    'Your ClassPerk account has been closed, so you cannot sign in with your company account. If you think this is a mistake, ask your company’s HR team',
  logoutRefused: 'This logout request could not be verified',
} as const;

/** The reasons a company sign-in is refused, written to the security log (never shown). */
export const SSO_REFUSALS = [
  'signature',
  'expired',
  'audience',
  'issuer',
  'replayed',
  'state',
  'nonce',
  'token',
  'no_email',
  'other_account',
  'deactivated',
  'not_set_up',
] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];
