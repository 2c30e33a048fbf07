import { School } from 'lucide-react';
import { PageHeader } from '../../components/page-header.js';
import { CursorPagedList } from '../../components/paged-list.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { useTableFits } from '../../components/ui/row-cards.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useMyClasses } from './api.js';
import { ClassPage } from './class-page.js';
import { ClassCards, ClassTable } from './class-table.js';

/** Issue 28 §8: the tutor's own classes, each opening its roster. */
export function TutorClassesPage() {
  useDocumentTitle('My classes');
  const classes = useMyClasses();
  const Classes = useTableFits() ? ClassTable : ClassCards;
  return (
    <div className="mx-auto grid max-w-6xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="My classes"
        description="The classes you teach, with their timetables and rosters."
      />
      <CursorPagedList
        query={classes}
        noun="classes"
        one="class"
        layout="grid"
        skeletons={{ count: 3, label: 'Loading your classes' }}
        empty={
          <EmptyState icon={School} title="No classes yet">
            Classes you are given to teach appear here.
          </EmptyState>
        }
        renderItems={(items) => (
          <Classes classes={items} linkTo={ROUTES.tutorClass.to} showTutor={false} />
        )}
      />
    </div>
  );
}

/** One of the tutor's classes: its roster, sessions and waitlist. */
export function TutorClassPage() {
  return <ClassPage back={{ to: ROUTES.tutorClasses, label: 'My classes' }} />;
}
