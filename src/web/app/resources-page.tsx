import { lazy, Suspense } from 'react';
import { Spinner } from '../components/ui/spinner.js';
import { useSignedInUser } from '../lib/session/current-user.js';
import { isStaff } from '../../shared/policies/roles.js';

const TutorResourcesPage = lazy(async () => ({
  default: (await import('../features/resources/resources-page.js')).TutorResourcesPage,
}));
const ResourcesFolderView = lazy(async () => ({
  default: (await import('../features/parent-area/resources-folder-view.js')).ResourcesFolderView,
}));

/** Spec 2 §2.3: /resources is the tutor list for staff and the folder view for families. */
export function ResourcesPage() {
  return (
    <Suspense
      fallback={<Spinner className="grid place-items-center py-16" label="Loading resources" />}
    >
      {isStaff(useSignedInUser()) ? <TutorResourcesPage /> : <ResourcesFolderView />}
    </Suspense>
  );
}
