import type { z } from 'zod';
import type { Tutor, tutorSchema, tutorUpdateSchema } from '../../../../shared/admin/schemas.js';

/**
 * Add and Edit share one form and the shared tutor schema. Edit keeps sendInvite on, which the
 * schema reads as "no password needed", and sends only the fields an edit changes.
 */
export type TutorFormInput = z.input<typeof tutorSchema>;
export type TutorFormValues = z.output<typeof tutorSchema>;

export const NEW_TUTOR_DEFAULTS: TutorFormInput = {
  fullName: '',
  username: '',
  email: '',
  password: '',
  subjects: [],
  qualifications: '',
  bio: '',
  yearsExperience: '' as TutorFormInput['yearsExperience'],
  sendInvite: true,
};

export const tutorDefaults = (tutor: Tutor): TutorFormInput => ({
  fullName: tutor.fullName,
  username: tutor.username,
  email: tutor.email,
  password: '',
  subjects: tutor.subjects,
  qualifications: tutor.qualifications ?? '',
  bio: tutor.bio ?? '',
  yearsExperience: (tutor.yearsExperience ?? '') as TutorFormInput['yearsExperience'],
  sendInvite: true,
});

export const toTutorUpdate = ({
  password: _password,
  sendInvite: _sendInvite,
  ...fields
}: TutorFormValues): z.input<typeof tutorUpdateSchema> => fields;
