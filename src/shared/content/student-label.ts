import type { Student } from './schemas.js';

/**
 * Display label of a student card (spec 1 §3): the notes, else 'Student #{id}'. A module of its
 * own, without the schemas, so the signed-in shell can show it without loading zod.
 */
export const studentLabel = (student: Pick<Student, 'id' | 'notes'>) =>
  student.notes?.trim() ? student.notes : `Student #${student.id}`;
