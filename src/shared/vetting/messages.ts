/* What the vetting record's screens and refusals say (issue 31 §1). */

export const VETTING_MSG = {
  /** To the admin who tries to give the tutor a class or a session. */
  notVetted: (tutor: string, problem: string) =>
    `${tutor} cannot be given classes or sessions until their vetting record is complete and current (${problem}).`,
  /** To the tutor at the classroom's door. */
  notVettedSelf: (problem: string) =>
    `You cannot enter the classroom until your vetting record is complete and current (${problem}). Please contact the ClassPerk team.`,
  noTutor: 'Tutor not found.',
  certificateHidden: 'Recorded (visible to safeguarding leads)',
} as const;
