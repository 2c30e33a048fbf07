/** How people reach us from the public site. The number is a placeholder from Ofcom's drama range. */
export const CONTACT_EMAIL = 'hello@classperk.co.uk';
export const MAILTO_URL = `mailto:${CONTACT_EMAIL}`;
export const WHATSAPP_URL = 'https://wa.me/447700900123';

export interface SocialLink {
  network: 'linkedin' | 'facebook' | 'instagram' | 'x';
  label: string;
  href: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/classperk' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/classperk' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/classperk' },
  { network: 'x', label: 'X', href: 'https://x.com/classperk' },
];

/** Links that leave the product open in a new tab without giving that tab a handle on ours. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
