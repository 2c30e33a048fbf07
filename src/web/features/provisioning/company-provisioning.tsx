import { SectionCard } from '../../components/section-card.js';
import { ListError } from '../../components/ui/list-error.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { useProvisioning } from './api.js';
import { ProvisioningEvents } from './provisioning-events.js';
import { ScimToken } from './scim-token.js';

/**
 * A company's SCIM connection and its directory's events (issue 30 §3, §6): the contact's own
 * (null) on their Provisioning page, any company's on an admin's company page.
 */
export function CompanyProvisioning({ companyId }: { companyId: number | null }) {
  const settings = useProvisioning(companyId);
  return (
    <>
      <SectionCard title="SCIM connection">
        {settings.isError ? (
          <ListError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : settings.data ? (
          <ScimToken companyId={companyId} settings={settings.data} />
        ) : (
          <LoadingBlocks
            label="Loading the SCIM connection"
            blocks={['h-10 w-full', 'h-6 w-2/3']}
          />
        )}
      </SectionCard>
      <SectionCard title="Provisioning events">
        <ProvisioningEvents companyId={companyId} />
      </SectionCard>
    </>
  );
}
