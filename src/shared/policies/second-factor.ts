/**
 * Whether a role must use a second step at sign-in: those the MFA_REQUIRED_ROLES setting lists
 * (admins and tutors outside local evaluation) enrol before their first session.
 */
export const secondFactorRequired = (role: string, requiredRoles: readonly string[]) =>
  requiredRoles.includes(role);
