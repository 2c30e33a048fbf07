import { Inbox, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.js';
import { Pager, useClampedPage } from '../../components/pager.js';
import { Button } from '../../components/ui/button.js';
import { CardSkeletons } from '../../components/ui/card-skeletons.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ListError } from '../../components/ui/list-error.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ROUTES } from '../../lib/paths.js';
import { useEnquiries } from './api.js';
import { EnquiryCard } from './enquiry-card.js';

function EnquiryList({ page, setPage }: { page: number; setPage: (page: number) => void }) {
  const enquiries = useEnquiries(page);
  useClampedPage(enquiries.data?.total, enquiries.data?.pageSize ?? 1, page, setPage);

  if (enquiries.isPending) {
    return <CardSkeletons count={4} label="Loading enquiries" className="grid gap-4" />;
  }
  if (enquiries.isError) {
    return <ListError error={enquiries.error} onRetry={() => void enquiries.refetch()} />;
  }
  const { items, total, pageSize } = enquiries.data;
  if (total === 0) {
    return (
      <EmptyState icon={Inbox} title="No enquiries yet">
        Messages sent with the contact form on the{' '}
        <Link to={ROUTES.landingContact} className="font-medium text-indigo-700 underline">
          home page
        </Link>{' '}
        appear here, newest first.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4" aria-busy={enquiries.isPlaceholderData}>
        {items.map((enquiry) => (
          <li key={enquiry.id}>
            <EnquiryCard enquiry={enquiry} />
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        noun="enquiries"
        onPageChange={setPage}
      />
    </div>
  );
}

/** Contact-form enquiries from the public site, for admins to follow up. */
export function EnquiriesPage() {
  useDocumentTitle('Enquiries');
  const [page, setPage] = useState(1);
  const enquiries = useEnquiries(page);
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
      <EnquiryList page={page} setPage={setPage} />
    </div>
  );
}
