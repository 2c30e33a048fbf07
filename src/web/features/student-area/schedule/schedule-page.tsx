import { PageHeader } from '../../../components/page-header.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { SubscribeButton } from '../../calendar/subscribe-button.js';
import { YearGroupNotice } from '../year-group-notice.js';
import { MonthView } from './month-view.js';
import { WeekView } from './week-view.js';

/** Spec 2 §2.4: My Schedule, by week or by month, in the viewer's own time zone. */
export function SchedulePage() {
  useDocumentTitle('My Schedule');
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="My Schedule"
        description="Your live group sessions and one-to-ones, shown in your local time."
        actions={<SubscribeButton />}
      />
      <YearGroupNotice />
      <Tabs defaultValue="week">
        <TabsList aria-label="Schedule view" className="inline-flex">
          <TabsTrigger value="week">Week</TabsTrigger>
          <TabsTrigger value="month">Month</TabsTrigger>
        </TabsList>
        <TabsContent value="week">
          <WeekView />
        </TabsContent>
        <TabsContent value="month">
          <MonthView />
        </TabsContent>
      </Tabs>
    </div>
  );
}
