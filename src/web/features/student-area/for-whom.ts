import type { ScheduledSession } from '../../../shared/content/schemas.js';
import type { Child } from '../../../shared/family/schemas.js';
import { useSignedInUser } from '../auth/api.js';
import { useChildren } from '../children/api.js';

/** Which of the children a session is for: their year group's, or their own one-to-one. */
export const forWhom = (session: ScheduledSession, children: readonly Child[]) =>
  children
    .filter((child) =>
      session.studentId ? session.studentId === child.id : session.academicYear === child.grade,
    )
    .map((child) => child.name.split(' ')[0])
    .join(', ');

/**
 * Issue 18 §2: a parent's schedule names the child each session is for, from the children they
 * already load; a student's is their own, so it names nobody and asks for nothing.
 */
export function useForWhom(): (session: ScheduledSession) => string {
  const isParent = useSignedInUser().role === 'parent';
  const children = useChildren(isParent);
  return (session) => (isParent ? forWhom(session, children.data ?? []) : '');
}
