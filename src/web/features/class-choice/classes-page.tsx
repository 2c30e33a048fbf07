import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.js';
import { ListSkeleton, SectionCard } from '../../components/section-card.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ListError } from '../../components/ui/list-error.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useChildren } from '../children/api.js';
import { useClassChoices } from './api.js';
import { SubjectChoices } from './subject-choices.js';

/** One child's subjects, each with its classes. */
function ChildClasses({ childId, name }: { childId: number; name: string }) {
  const choices = useClassChoices(childId);
  let body;
  if (choices.isPending) body = <ListSkeleton rows={2} label={`Loading ${name}'s classes`} />;
  else if (choices.isError)
    body = <ListError error={choices.error} onRetry={() => void choices.refetch()} />;
  else if (choices.data.subjects.length === 0)
    body = (
      <p className="text-sm text-slate-700">
        No classes are open for {name}&apos;s year group yet.
      </p>
    );
  else
    body = (
      <div className="grid gap-4">
        {choices.data.subjects.map((choice) => (
          <SubjectChoices key={choice.subject} childId={childId} childName={name} choice={choice} />
        ))}
      </div>
    );
  const yearGroup = choices.data?.child.yearGroup;
  return <SectionCard title={yearGroup ? `${name} (${yearGroup})` : name}>{body}</SectionCard>;
}

/** Issue 28 §3 and §8: a parent chooses each child's class per subject, or waits for a place. */
export function ClassesPage() {
  useDocumentTitle('Classes');
  const children = useChildren();
  let body;
  if (children.isPending) body = <ListSkeleton rows={3} label="Loading your children" />;
  else if (children.isError)
    body = <ListError error={children.error} onRetry={() => void children.refetch()} />;
  else if (children.data.length === 0)
    body = (
      <EmptyState icon={GraduationCap} title="No children yet">
        <Link to={ROUTES.parentChildren} className="font-medium text-indigo-700 underline">
          Add your children
        </Link>{' '}
        to choose their classes.
      </EmptyState>
    );
  else
    body = children.data.map((child) => (
      <ChildClasses key={child.id} childId={child.id} name={child.name} />
    ));
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <PageHeader
        title="Classes"
        description="Choose a class for each child and subject: small groups with a tutor, at the same UK time every week. When a class is full, join its waiting list."
      />
      {body}
    </div>
  );
}
