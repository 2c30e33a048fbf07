/**
 * Free mailbox providers' domains (issue 30 §5). Anyone can have an address on them, so a link
 * to one proves nothing about an employer: a company may not list them, and an address on one
 * never makes a work-email registration. Lower case; each one's regional variants listed.
 */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'outlook.co.uk',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'live.co.uk',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'rocketmail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'aol.co.uk',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.co.uk',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'tutanota.com',
  'fastmail.com',
  'btinternet.com',
  'sky.com',
  'talktalk.net',
  'virginmedia.com',
  'ntlworld.com',
]);

export const isPublicMailDomain = (domain: string) => PUBLIC_MAIL_DOMAINS.has(domain.toLowerCase());
