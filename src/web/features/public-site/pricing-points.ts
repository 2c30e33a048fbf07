import { OFFER } from '../../../shared/constants.js';

/** What one place includes, shared by the landing page and the pricing page. */
export const INCLUDED_IN_A_PLACE: string[] = [
  `${OFFER.liveHoursPerWeek} hours of live online group tuition every week of term`,
  `The full ${OFFER.weeksPerYear}-week academic year, September to July`,
  `Maths, English and Science for every child in ${OFFER.yearGroups}`,
  `Small groups of ${OFFER.groupSize} pupils with a qualified tutor`,
  `Recordings of every lesson within ${OFFER.recordingsWithinHours} hours`,
  'Downloadable resources and parent–tutor messaging',
  'Premium one-to-one tuition at a subsidised rate',
];

/** How the price of places works (spec 1 §1). */
export const PRICING_RULES: { title: string; text: string }[] = [
  {
    title: 'Pay per place',
    text: 'One place per employee family, for the academic year. You only pay for the families who take part.',
  },
  {
    title: 'Join at any point',
    text: 'Start mid-year and the price is adapted to the weeks that remain.',
  },
  {
    title: 'Scale with no penalty',
    text: 'Add places when people join or ask, and reduce them at your next billing date.',
  },
  {
    title: `${OFFER.satisfactionRefundDays}-day satisfaction guarantee`,
    text: `New corporate clients can cancel within ${OFFER.satisfactionRefundDays} days for a full refund.`,
  },
];
