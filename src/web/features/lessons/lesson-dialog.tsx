import type { RecordedLesson } from '../../../shared/content/schemas.js';
import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { saveDialogFor } from '../../components/save-dialog.js';
import { LessonForm } from './lesson-form.js';

const TEXT = {
  addTitle: 'Add Lesson',
  editTitle: 'Edit Lesson',
  addDescription: 'Add a recording students can watch at any time.',
  editDescription: 'Change the details of this recording.',
  created: CONTENT_MSG.lessonCreated,
  updated: CONTENT_MSG.lessonUpdated,
  againAfterAdd: 'Add Another',
  againAfterEdit: 'Add Another',
};

export const LessonDialog = saveDialogFor<RecordedLesson, 'lesson'>('lesson', {
  text: TEXT,
  nameOf: (saved) => saved.title,
  renderForm: (item, onSaved) => <LessonForm lesson={item} onSaved={onSaved} />,
});
