import { PageHeader } from '../../components/page-header.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useListParams } from '../../lib/use-list-params.js';
import { ConversationsTab } from './conversations-tab.js';
import { LessonChatsTab } from './lesson-chats-tab.js';
import { ReportsTab } from './reports-tab.js';

type Tab = 'conversations' | 'reports' | 'lessons';
const TABS: readonly Tab[] = ['conversations', 'reports', 'lessons'];

/**
 * Issue 16: the safeguarding team's view of messaging. The tab and the search are in the address,
 * so a link can open the reports queue (ROUTES.adminMessageReports).
 */
export function AdminMessagesPage() {
  useDocumentTitle('Messages');
  const params = useListParams<'tab'>({ tab: 'conversations' });
  const tab = TABS.find((t) => t === params.filters.tab) ?? 'conversations';

  return (
    <div className="mx-auto grid max-w-5xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Messages"
        description="Read any conversation between parents and tutors, or a lesson’s classroom chat, with a reason that goes to the audit trail, and act on reported messages."
      />
      <Tabs
        value={tab}
        activationMode="manual"
        onValueChange={(next) => params.setFilter('tab', next)}
      >
        <TabsList aria-label="Messages sections" className="inline-flex gap-1">
          <TabsTrigger value="conversations">Conversations</TabsTrigger>
          <TabsTrigger value="reports">Reported messages</TabsTrigger>
          <TabsTrigger value="lessons">Lesson chats</TabsTrigger>
        </TabsList>
        <TabsContent value="conversations">
          <ConversationsTab params={params} />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab />
        </TabsContent>
        <TabsContent value="lessons">
          <LessonChatsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
