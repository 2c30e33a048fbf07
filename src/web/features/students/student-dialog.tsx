import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { studentLabel } from '../../../shared/content/schemas.js';
import { saveDialogFor } from '../../components/save-dialog.js';
import type { StudentView } from './api.js';
import { StudentForm } from './student-form.js';

const TEXT = {
  addTitle: 'Add Student',
  editTitle: 'Edit Student',
  addDescription: "Link a student's sign-in to your class list.",
  editDescription: "Change this student's details.",
  created: CONTENT_MSG.studentCreated,
  updated: CONTENT_MSG.studentUpdated,
  againAfterAdd: 'Add Another',
  againAfterEdit: 'Add Another',
};

export const StudentDialog = saveDialogFor<StudentView, 'student'>('student', {
  text: TEXT,
  nameOf: studentLabel,
  renderForm: (item, onSaved) => <StudentForm student={item} onSaved={onSaved} />,
});
