import { PRODUCT_NAME } from '../../../shared/constants.js';
import { DOMAIN_LINK_HOURS } from '../../../shared/company-domains/rules.js';
import { button, composeEmail, paragraph } from '../../email/compose.js';

/** The link that proves whoever reads mail on the domain agrees it is the company's. */
export const verifyDomainEmail = (to: string, domain: string, companyName: string, link: string) =>
  composeEmail({
    to,
    subject: `Confirm that ${domain} belongs to ${companyName}`,
    blocks: [
      paragraph(`Hello,`),
      paragraph(
        `${companyName} asked to add ${domain} to its ${PRODUCT_NAME} account, so that its staff can register with their work email. To confirm that the domain is the company’s, open this link within ${DOMAIN_LINK_HOURS} hours:`,
      ),
      button(`Confirm ${domain}`, link),
      paragraph(
        'The link works once. If you do not know about this, you can ignore this email and nothing changes.',
      ),
    ],
  });
