import { PRODUCT_NAME } from '../constants.js';
import type { LegalDocument } from './document.js';

export const PRIVACY_POLICY: LegalDocument = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  lastUpdated: '23 May 2025',
  summary: `How ${PRODUCT_NAME} collects, uses and protects the personal data of employers, employees, their children and our tutors.`,
  sections: [
    {
      heading: '1. Who we are',
      paragraphs: [
        `${PRODUCT_NAME} provides live online group tuition for children in Year 5 to Year 11 (GCSE), offered by employers to their employees as a benefit. For the data described here we are the data controller under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
        'Where an employer gives us the names and work email addresses of its employees so that we can create their accounts, the employer and we each act as controllers for our own purposes.',
      ],
    },
    {
      heading: '2. What we collect',
      paragraphs: ['We collect only what we need to run the service:'],
      bullets: [
        'Account data: name, username, email address, employer and role.',
        "Children's learning profiles: first name and surname, year group, subjects, attendance, lessons watched and progress notes written by tutors.",
        'Employer data: company name, contact names, email addresses and telephone numbers, and the number of places purchased.',
        'Payment data: invoices, billing contacts and payment records for employer subscriptions. We do not store card numbers.',
        'Technical data: IP address, browser type, sign-in times and error logs, used to keep the service secure and working.',
      ],
    },
    {
      heading: "3. Children's data",
      paragraphs: [
        "Children use the service through an account created by their parent or through their parent's account. We ask for the least information needed to place a child in the right group and to show their parent what they have learned. We never sell children's data, never use it for advertising and never show advertising in the service.",
        'Tutors see only the learning profiles of the pupils they teach. Every tutor holds an enhanced background check.',
      ],
    },
    {
      heading: '4. Why we use it and our lawful bases',
      paragraphs: [
        'We use personal data to provide the tuition the employer has purchased (performance of a contract), to keep the service safe and improve it (legitimate interests), to meet our legal and tax obligations (legal obligation), and, for optional analytics or marketing cookies, only with consent.',
      ],
    },
    {
      heading: '5. How long we keep it',
      paragraphs: ['We keep personal data only as long as we need it:'],
      bullets: [
        'Account data: 3 years after the account is closed.',
        'Student learning data: 7 years, so that progress records remain available to families.',
        'Payment data: 7 years, as required for tax and accounting records.',
        'Technical logs: 12 months.',
      ],
    },
    {
      heading: '6. Who we share it with',
      paragraphs: [
        'We share data only with processors that help us run the service (hosting, email delivery and video streaming), under contracts that require them to protect it, and with authorities where the law requires. An employer can see which of its employees have accounts, but never what their children study.',
        'Our data is stored in the United Kingdom or the European Economic Area. Where a processor transfers data elsewhere, we rely on the UK International Data Transfer Agreement or an adequacy decision.',
      ],
    },
    {
      heading: '7. Cookies',
      paragraphs: [
        'Necessary cookies keep you signed in and remember your cookie choices; they are always on. Analytics, marketing and preference cookies are used only if you allow them, and you can change your choices at any time from Cookie settings.',
      ],
    },
    {
      heading: '8. Your rights',
      paragraphs: [
        'You can ask for a copy of your data, ask us to correct or delete it, object to or restrict how we use it, and ask to move it to another provider. Parents can exercise these rights on behalf of their children. We answer every request within 30 days.',
        "If you are unhappy with how we handle your data you can complain to the Information Commissioner's Office (ico.org.uk).",
      ],
    },
    {
      heading: '9. Security and breaches',
      paragraphs: [
        "Passwords are stored only as salted argon2id hashes, connections are encrypted, and access to personal data is limited to staff who need it. If a personal data breach puts your rights at risk, we notify the Information Commissioner's Office within 72 hours of becoming aware of it, and tell you without undue delay.",
      ],
    },
    {
      heading: '10. Contact',
      paragraphs: [
        'Questions about this policy or requests about your data: privacy@classperk.co.uk. We may update this policy; the date at the top shows the latest version.',
      ],
    },
  ],
};
