import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { saveDialogFor } from '../../components/save-dialog.js';
import type { LiveSessionView } from './api.js';
import { LiveSessionForm } from './live-session-form.js';

const TEXT = {
  addTitle: 'Schedule Session',
  editTitle: 'Edit Session',
  addDescription: 'Plan a live lesson streamed to your students.',
  editDescription: 'Change the time, link or status of this live session.',
  created: CONTENT_MSG.liveSessionCreated,
  updated: CONTENT_MSG.liveSessionUpdated,
  againAfterAdd: 'Schedule Another',
  againAfterEdit: 'Edit Another',
};

export const LiveSessionDialog = saveDialogFor<LiveSessionView, 'session'>('session', {
  text: TEXT,
  nameOf: (saved) => saved.title,
  againEditsSame: true,
  renderForm: (item, onSaved) => <LiveSessionForm session={item} onSaved={onSaved} />,
});
