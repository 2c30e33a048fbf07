import { isStaff } from '../features/auth/access.js';
import { useSignedInUser } from '../features/auth/api.js';
import { AppShell } from '../features/shell/app-shell.js';
import { StudentShell } from '../features/student-shell/student-shell.js';

/** Pages every role shares sit in the frame the person already knows. */
export function RoleShell() {
  return isStaff(useSignedInUser()) ? <AppShell /> : <StudentShell />;
}
