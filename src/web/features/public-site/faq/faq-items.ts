import { OFFER } from '../../../../shared/constants.js';

export interface FaqItem {
  question: string;
  answer: string[];
}

/** Spec 1 §2: the seven pricing questions, in the order the spec names them. */
export const FAQ_ITEMS: FaqItem[] = [
  {
    question: 'How does paying per place work?',
    answer: [
      `You buy one place for each employee whose family will use ClassPerk, for the ${OFFER.weeksPerYear}-week academic year from September to July. A place covers the whole family: every child in ${OFFER.yearGroups} can join their own year group's lessons.`,
      'If you join part-way through the year, the price is adapted to the weeks that remain. Places are invoiced in advance.',
    ],
  },
  {
    question: 'Which age groups and subjects do you cover?',
    answer: [
      `Pupils from ${OFFER.yearGroups}. Every year group has live lessons in Maths, English and Science, and GCSE pupils study Biology, Chemistry and Physics as separate subjects.`,
      'Lessons are planned around the National Curriculum and the GCSE specifications, so they support what children learn at school.',
    ],
  },
  {
    question: 'How do families access the platform?',
    answer: [
      'Each employee receives their own login from you: by a CSV upload of your staff list, a QR code on a poster or an intranet page, or an individual registration code. They sign in through the Employee Portal in any modern web browser, on a laptop, tablet or phone, with nothing to install.',
      `Once signed in, parents add their children, who can then join live lessons, watch recordings (published within ${OFFER.recordingsWithinHours} hours) and download resources.`,
    ],
  },
  {
    question: 'Can we adjust the number of places?',
    answer: [
      'Yes. You can add places at any time, priced for the weeks that remain, and reduce them at your next billing date. There is no penalty either way, so the benefit can grow or shrink with your team.',
    ],
  },
  {
    question: 'What does the package include?',
    answer: [
      `${OFFER.liveHoursPerWeek} hours of live online group tuition every week in term time, in groups of ${OFFER.groupSize} pupils, led by qualified tutors with at least ${OFFER.tutorMinYearsExperience} years of experience and an enhanced background check.`,
      'Every lesson is recorded, and lessons come with downloadable resources. Parents can message tutors, and premium one-to-one tuition is available at a subsidised rate.',
    ],
  },
  {
    question: 'What implementation support do you offer?',
    answer: [
      `We can launch within ${OFFER.launchWithinHours} hours of your decision. We set up your company account, create your employees' logins from a CSV file or give you QR codes and registration codes to share, and help you announce the benefit to your staff.`,
      `After launch, enquiries are answered within ${OFFER.enquiryResponseHours} hours on business days and technical issues are addressed within ${OFFER.technicalIssueHours} hours.`,
    ],
  },
  {
    question: 'How do we get started?',
    answer: [
      `Send us the contact form or message us on WhatsApp. We reply within ${OFFER.enquiryResponseHours} hours on business days with a quote for the number of places you need.`,
      `Once you are happy, we launch within ${OFFER.launchWithinHours} hours, and new corporate clients have a ${OFFER.satisfactionRefundDays}-day satisfaction guarantee: if it is not right for you, you get your money back.`,
    ],
  },
];
