import { describe, expect, it } from 'vitest';
import { isPublicMailDomain } from './public-mail-domains.js';
import { domainOf, isOnDomain, mayBeListed } from './rules.js';

describe('company domains', () => {
  it('reads the domain after the last @, in lower case', () => {
    expect(domainOf('Hr@Acme.CO.UK')).toBe('acme.co.uk');
  });

  it('counts an address on the domain itself, not on a subdomain or a look-alike', () => {
    expect(isOnDomain('hr@acme.co.uk', 'acme.co.uk')).toBe(true);
    expect(isOnDomain('hr@mail.acme.co.uk', 'acme.co.uk')).toBe(false);
    expect(isOnDomain('hr@notacme.co.uk', 'acme.co.uk')).toBe(false);
  });

  it('refuses free mailbox providers', () => {
    for (const domain of ['gmail.com', 'outlook.com', 'hotmail.co.uk', 'yahoo.co.uk', 'icloud.com'])
      expect(mayBeListed(domain), domain).toBe(false);
    expect(isPublicMailDomain('GMAIL.com')).toBe(true);
    expect(mayBeListed('acme.co.uk')).toBe(true);
  });
});
