import { Inbox, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.js';
import { CursorPagedList } from '../../components/paged-list.js';
import { Button } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ROUTES } from '../../lib/paths.js';
import { useEnquiries } from './api.js';
import { EnquiryCard } from './enquiry-card.js';

/** Contact-form enquiries from the public site, for admins to follow up. */
export function EnquiriesPage() {
  useDocumentTitle('Enquiries');
  const enquiries = useEnquiries();
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <PageHeader
        title="Enquiries"
        description="Messages from the contact form on the public site, newest first. A copy of each is also emailed to support."
        actions={
          <Button
            variant="outline"
            onClick={() => void enquiries.refetch()}
            disabled={enquiries.isFetching}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Refresh
          </Button>
        }
      />
      <CursorPagedList
        query={enquiries}
        noun="enquiries"
        one="enquiry"
        layout="grid gap-4"
        as="ul"
        skeletons={{ count: 4, label: 'Loading enquiries' }}
        empty={
          <EmptyState icon={Inbox} title="No enquiries yet">
            Messages sent with the contact form on the{' '}
            <Link to={ROUTES.landingContact} className="font-medium text-indigo-700 underline">
              home page
            </Link>{' '}
            appear here, newest first.
          </EmptyState>
        }
        renderItem={(enquiry) => <EnquiryCard enquiry={enquiry} />}
      />
    </div>
  );
}
