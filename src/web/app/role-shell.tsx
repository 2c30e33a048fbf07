import { useSignedInUser } from '../lib/session/current-user.js';
import { isEmployer, isStaff } from '../../shared/policies/roles.js';
import { EmployerShell } from '../features/employer-shell/employer-shell.js';
import { AppShell } from '../features/shell/app-shell.js';
import { StudentShell } from '../features/student-shell/student-shell.js';

/** Pages every role shares sit in the frame the person already knows. */
export function RoleShell() {
  const user = useSignedInUser();
  if (isEmployer(user)) return <EmployerShell />;
  return isStaff(user) ? <AppShell /> : <StudentShell />;
}
