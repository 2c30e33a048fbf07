import { defineTask } from '../../jobs/task.js';
import { waitlistQueue } from './offer-queue.js';
import { offerPlaces, sweepOffers } from './waitlist.js';

/** Every five minutes: lapsed offers end and their places go to the next waiting. */
export const WAITLIST_SWEEP_CRON = '*/5 * * * *';

/** Offers a freed place as soon as it frees, and sweeps for lapsed offers on a schedule. */
export const waitlistTask = defineTask({
  queue: waitlistQueue,
  schedules: [{ key: 'waitlist-sweep', cron: WAITLIST_SWEEP_CRON, data: {} }],
  handler:
    ({ db, mail, jobs, config }) =>
    async ({ data }) => {
      const context = { db, mail, publicUrl: config.publicUrl };
      return data.classId === undefined
        ? sweepOffers(context, jobs.now())
        : { offered: await offerPlaces(context, data.classId, jobs.now()) };
    },
});
