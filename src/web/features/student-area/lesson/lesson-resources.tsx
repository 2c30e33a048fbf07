import { Card } from '../../../components/ui/card.js';
import { ListError } from '../../../components/ui/list-error.js';
import { ResourceTypeIcon } from '../../../components/resource-type-icon.js';
import { useSessionResources } from '../../family-area/api.js';
import { ResourceAction } from '../../../components/resource-action.js';
import { ListSkeleton } from '../../../components/section-card.js';

/** Spec 2 §2.4: the resources whose subject matches the lesson's, ignoring case. */
export function LessonResources({ sessionId, subject }: { sessionId: number; subject: string }) {
  const resources = useSessionResources(sessionId);
  return (
    <Card className="grid min-w-0 grid-cols-1 content-start gap-3 p-5">
      <h2 className="text-lg font-semibold text-slate-900">{subject} resources</h2>
      {resources.isPending ? (
        <ListSkeleton rows={2} label="Loading resources" />
      ) : resources.isError ? (
        <ListError error={resources.error} onRetry={() => void resources.refetch()} />
      ) : resources.data.length === 0 ? (
        <p className="text-sm text-slate-700">No resources for {subject} yet.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {resources.data.map((resource) => (
            <li
              key={resource.id}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-3"
            >
              <ResourceTypeIcon type={resource.type} className="size-9" />
              <div className="min-w-0 flex-1 basis-40">
                <p className="font-medium text-slate-900">{resource.title}</p>
                {resource.description && (
                  <p className="line-clamp-2 text-sm text-slate-600">{resource.description}</p>
                )}
              </div>
              <ResourceAction resource={resource} size="sm" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
