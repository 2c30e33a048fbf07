import type { Resource } from '../../../shared/content/schemas.js';
import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { saveDialogFor } from '../../components/save-dialog.js';
import { ResourceForm } from './resource-form.js';

const TEXT = {
  addTitle: 'Add Resource',
  editTitle: 'Edit Resource',
  addDescription: 'Share a worksheet, slides, a quiz or a useful link.',
  editDescription: 'Change the details of this resource.',
  created: CONTENT_MSG.resourceCreated,
  updated: CONTENT_MSG.resourceUpdated,
  againAfterAdd: 'Add Another',
  againAfterEdit: 'Add Another',
};

export const ResourceDialog = saveDialogFor<Resource, 'resource'>('resource', {
  text: TEXT,
  nameOf: (saved) => saved.title,
  renderForm: (item, onSaved) => <ResourceForm resource={item} onSaved={onSaved} />,
});
