import { OFFER, PRODUCT_NAME } from '../constants.js';
import type { LegalDocument } from './document.js';

export const TERMS_OF_SERVICE: LegalDocument = {
  slug: 'terms-of-service',
  title: 'Terms of Service',
  lastUpdated: '17 May 2025',
  summary: `The agreement between ${PRODUCT_NAME}, the employers who buy places, and the families who use them.`,
  sections: [
    {
      heading: '1. The service',
      paragraphs: [
        `${PRODUCT_NAME} provides ${OFFER.liveHoursPerWeek} hours of live online group tuition per week over a ${OFFER.weeksPerYear}-week academic year (term-time, September to July) for pupils in ${OFFER.yearGroups}, together with lesson recordings and downloadable resources. Groups are typically ${OFFER.groupSize} pupils.`,
      ],
    },
    {
      heading: '2. Subscriptions and places',
      paragraphs: [
        "Employers buy places for an academic year. Each place gives one employee's family access to the service. Employers who join mid-year pay a price adapted to the weeks remaining. Places can be added or removed at the next billing date with no penalty.",
      ],
    },
    {
      heading: '3. Billing',
      paragraphs: [
        'Subscriptions are billed in advance and are non-refundable, except under the satisfaction guarantee below. Invoices are payable within 30 days.',
      ],
    },
    {
      heading: '4. Satisfaction guarantee',
      paragraphs: [
        `New corporate clients who are not satisfied may cancel within the first ${OFFER.satisfactionRefundDays} days for a full refund of the fees paid.`,
      ],
    },
    {
      heading: '5. Service levels',
      paragraphs: [
        `We aim for ${OFFER.uptimePercent} availability of the platform, outside announced maintenance. Enquiries are answered within ${OFFER.enquiryResponseHours} hours on business days and technical issues are addressed within ${OFFER.technicalIssueHours} hours. Recordings are published within ${OFFER.recordingsWithinHours} hours of a live lesson.`,
      ],
    },
    {
      heading: '6. Accounts and acceptable use',
      paragraphs: [
        'Account holders keep their sign-in details private and are responsible for activity on their account. Lessons, recordings and resources are for the personal use of the family and may not be shared, recorded or resold. We may suspend an account that is used to harass others or to disrupt lessons.',
      ],
    },
    {
      heading: '7. Tutors and safeguarding',
      paragraphs: [
        `Every tutor is qualified, has at least ${OFFER.tutorMinYearsExperience} years of teaching experience and holds an enhanced background check. Safeguarding concerns can be raised with safeguarding@classperk.co.uk at any time.`,
      ],
    },
    {
      heading: '8. Liability',
      paragraphs: [
        'Nothing in these terms limits liability for death or personal injury caused by negligence, or for fraud. Otherwise our total liability to an employer in any year is limited to the fees paid for that year.',
      ],
    },
    {
      heading: '9. Changes and law',
      paragraphs: [
        'We may update these terms; the date at the top shows the latest version, and employers are told of material changes 30 days in advance. These terms are governed by the law of England and Wales.',
      ],
    },
  ],
};
