import { ClassPage } from '../features/classes/class-page.js';
import { ClassesPage } from '../features/classes/classes-page.js';
import { AddChildButton } from '../features/class-roster/add-child-dialog.js';
import { RosterRowActions } from '../features/class-roster/roster-row-actions.js';
import { NewClassButton } from '../features/class-series/new-class-dialog.js';
import { OccurrenceButton } from '../features/class-series/occurrence-dialog.js';
import { SeriesChangeButton } from '../features/class-series/series-change-dialog.js';
import { ROUTES } from '../lib/paths.js';

/*
 * The admins' class list and class page, composed here so that the features which change classes
 * (a new class, series changes, adding, moving and removing a child) put their controls into the
 * slots these pages leave, without the features importing each other (decision 104).
 */

export function AdminClassesRoute() {
  return <ClassesPage actions={<NewClassButton />} />;
}

export function AdminClassRoute() {
  return (
    <ClassPage
      back={{ to: ROUTES.adminClasses, label: 'All classes' }}
      headerActions={(cls) =>
        cls.closedAt ? null : (
          <>
            <SeriesChangeButton cls={cls} />
            <AddChildButton cls={cls} />
          </>
        )
      }
      rosterActions={(entry, cls) => <RosterRowActions entry={entry} cls={cls} />}
      sessionActions={(session) => <OccurrenceButton session={session} />}
    />
  );
}
