import { Inbox, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { CardList } from '../../components/card-list.js';
import { PageHeader } from '../../components/page-header.js';
import { Button } from '../../components/ui/button.js';
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
      <CardList
        query={enquiries}
        noun="enquiries"
        one="enquiry"
        placeholders={4}
        empty={{
          icon: Inbox,
          title: 'No enquiries yet',
          text: (
            <>
              Messages sent with the contact form on the{' '}
              <Link to={ROUTES.landingContact} className="font-medium text-indigo-700 underline">
                home page
              </Link>{' '}
              appear here, newest first.
            </>
          ),
        }}
        renderItem={(enquiry) => <EnquiryCard enquiry={enquiry} />}
      />
    </div>
  );
}
