import { JOIN_OPENS_MINUTES_BEFORE, REGISTER_EDIT_DAYS } from './rules.js';

/** Texts of joining, the register and the absence email (issue 15 §1). */
export const ATTENDANCE_MSG = {
  sessionNotFound: 'Session not found.',
  cancelled: 'This session was cancelled, so it cannot be joined.',
  notOpenYet: `Joining opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before the session starts.`,
  ended: 'This session has ended.',
  noLink: 'The tutor has not added the link to this session yet. Please try again in a moment.',
  notExpected: 'This session is for another pupil or year group, so this child cannot join it.',
  chooseChild: 'Choose which of your children is joining.',
  noChildExpected:
    'This session is for another pupil or year group, so none of your children can join it.',
  registerNotOpen: 'The register opens when the session starts.',
  registerAdminAnyTime:
    'Pupils who joined through ClassPerk are filled in: within 5 minutes of the start present, later late. Check each one and save. As an admin you can correct it at any time.',
  registerClosed: `The register can be changed until ${REGISTER_EDIT_DAYS} days after the session. Ask an admin to correct it.`,
  notYourSession: 'Only the tutor of this session or an admin can see its register.',
  notOnRegister:
    'This pupil is not on the register: not expected at this session, and did not join it.',
  duplicateMark: 'Each pupil can be marked once per save.',
  childNotFound: 'Child not found.',
  registerSaved: 'Register saved',
} as const;
