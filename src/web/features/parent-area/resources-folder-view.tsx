import { ArrowLeft, Folder, FolderOpen, Hourglass, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FAMILY_MSG } from '../../../shared/family/messages.js';
import { PageHeader } from '../../components/page-header.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { buttonClasses } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { LoadMore } from '../../components/keyset-list.js';
import { Card } from '../../components/ui/card.js';
import { ListError } from '../../components/ui/list-error.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { useChildren } from '../children/api.js';
import { ResourceTypeIcon } from '../../components/resource-type-icon.js';
import { useFamilyResources } from '../family-area/api.js';
import { ResourceAction } from '../../components/resource-action.js';
import { ListSkeleton } from '../../components/section-card.js';
import { isParent } from '../../../shared/policies/roles.js';

interface OpenFolder {
  /** The folder's name: the child's year group, or the student's own subjects. */
  yearGroup: string;
  /** The year group its resources must be for (or for every year); none for a folder without one. */
  grade: string | undefined;
  subject: string;
}

/** One year group's folder: whose it is, and the subjects it holds. */
interface FolderGroup {
  key: string;
  yearGroup: string;
  grade: string | undefined;
  who: string | null;
  subjects: readonly string[];
}

const NO_YEAR_GROUP = 'Year group not set';

/**
 * Issue 18 §2: a parent's folders are their children's year groups, each with that child's
 * subjects (or, when none are set, every subject the family has resources in); a student's is one
 * folder of their subjects. A child's subject folder lists the family's resources in that subject
 * made for the child's year group or for every year group (issue 26 §5).
 */
function useFolderGroups() {
  const parent = isParent(useSignedInUser());
  const children = useChildren(parent);
  const catalogue = useFamilyResources({ pageSize: 1 });
  const subjects = catalogue.data?.subjects ?? [];
  const pending = catalogue.isPending || (parent && children.isPending);
  const error = catalogue.error ?? children.error;
  const retry = () => void Promise.all([catalogue.refetch(), parent && children.refetch()]);
  const groups: FolderGroup[] = parent
    ? (children.data ?? []).map((child) => ({
        key: String(child.id),
        yearGroup: child.grade ?? NO_YEAR_GROUP,
        grade: child.grade ?? undefined,
        who: child.name,
        subjects: child.subjects.length > 0 ? child.subjects : subjects,
      }))
    : [{ key: 'own', yearGroup: 'Your subjects', grade: undefined, who: null, subjects }];
  return { groups, pending, error, retry, isParent: parent };
}

const FOLDER_PAGE_SIZE = 50;

/** One subject folder: the family's resources in that subject, or Coming Soon while it has none. */
function SubjectFolder({ folder, onBack }: { folder: OpenFolder; onBack: () => void }) {
  const resources = useFamilyResources({
    subject: folder.subject,
    yearGroup: folder.grade,
    pageSize: FOLDER_PAGE_SIZE,
  });
  let body;
  if (resources.isPending) body = <ListSkeleton rows={3} label="Loading resources" />;
  else if (resources.isError)
    body = <ListError error={resources.error} onRetry={() => void resources.refetch()} />;
  else if (resources.data.items.length === 0)
    body = (
      <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <Hourglass aria-hidden="true" className="size-10 text-indigo-700" />
        <h3 className="text-xl font-semibold text-slate-900">{FAMILY_MSG.comingSoon}</h3>
        <p className="text-slate-700">{FAMILY_MSG.subjectComingSoon}</p>
      </div>
    );
  else
    body = (
      <div className="grid gap-4">
        <ul className="grid gap-3">
          {resources.data.items.map((resource) => (
            <li key={resource.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <ResourceTypeIcon type={resource.type} />
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold text-slate-900">{resource.title}</h3>
                  {resource.description && (
                    <p className="text-sm text-slate-700">{resource.description}</p>
                  )}
                </div>
                <ResourceAction resource={resource} size="sm" />
              </Card>
            </li>
          ))}
        </ul>
        <LoadMore
          query={resources}
          shown={resources.data.items.length}
          noun="resources"
          one="resource"
        />
      </div>
    );

  return (
    <section aria-labelledby="folder-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <ActionButton icon={ArrowLeft} variant="outline" onClick={onBack}>
          Back to Folders
        </ActionButton>
        <h2
          id="folder-heading"
          className="flex items-center gap-2 text-xl font-semibold text-slate-900"
        >
          <FolderOpen aria-hidden="true" className="size-5 text-indigo-700" />
          {folder.yearGroup}: {folder.subject}
        </h2>
      </div>
      {body}
    </section>
  );
}

/** Spec 2 §2.5: /resources for families, resources organised by year group and subject. */
export function ResourcesFolderView() {
  useDocumentTitle('Learning Resources');
  const [open, setOpen] = useState<OpenFolder | null>(null);
  const folders = useFolderGroups();
  let content;
  if (open) content = <SubjectFolder folder={open} onBack={() => setOpen(null)} />;
  else if (folders.pending) content = <ListSkeleton rows={3} label="Loading folders" />;
  else if (folders.error) content = <ListError error={folders.error} onRetry={folders.retry} />;
  else if (folders.isParent && folders.groups.length === 0)
    content = (
      <EmptyState
        icon={Users}
        title="Add your children to see their resources"
        action={
          <Link to={ROUTES.parentChildren} className={buttonClasses()}>
            Add a child
          </Link>
        }
      >
        Resources are organised by each child&apos;s year group and subjects.
      </EmptyState>
    );
  else
    content = (
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {folders.groups.map(({ key, yearGroup, grade, who, subjects }) => (
          <Card key={key} className="grid content-start gap-3 p-5">
            <div className="grid gap-0.5">
              <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <Folder aria-hidden="true" className="size-5 text-indigo-700" />
                {yearGroup}
              </h2>
              {who && <p className="text-sm text-slate-600">{who}</p>}
            </div>
            {subjects.length === 0 ? (
              <p className="text-sm text-slate-700">{FAMILY_MSG.subjectComingSoon}.</p>
            ) : (
              <ul className="grid gap-2">
                {subjects.map((subject) => (
                  <li key={subject}>
                    <button
                      type="button"
                      onClick={() => setOpen({ yearGroup, grade, subject })}
                      className="flex w-full items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-left text-sm font-medium break-words text-slate-800 hover:border-indigo-300 hover:bg-indigo-50"
                    >
                      <Folder aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                      {subject}
                      <span className="sr-only">, {yearGroup}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        ))}
      </div>
    );
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Learning Resources"
        description="Worksheets, revision guides and links, organised by year group and subject."
      />
      {content}
    </div>
  );
}
