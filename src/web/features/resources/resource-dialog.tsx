import type { Resource } from '../../../shared/content/schemas.js';
import { CONTENT_MSG } from '../../../shared/content/messages.js';
import { SaveDialog } from '../../components/save-dialog.js';
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

interface ResourceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resource: Resource | null;
}

export function ResourceDialog({ open, onOpenChange, resource }: ResourceDialogProps) {
  return (
    <SaveDialog
      open={open}
      onOpenChange={onOpenChange}
      item={resource}
      text={TEXT}
      nameOf={(saved) => saved.title}
      renderForm={(item, onSaved) => <ResourceForm resource={item} onSaved={onSaved} />}
    />
  );
}
