import { Link } from 'react-router';
import { SectionCard } from '../../components/section-card.js';
import { ListError } from '../../components/ui/list-error.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { ROUTES } from '../../lib/paths.js';
import { useSsoSetup, type SsoSetup } from './api.js';
import { SsoForm } from './sso-form.js';

/**
 * A company's single sign-on: its state, the addresses its provider needs and the form. The
 * contact's page shows their own company's (null); an admin's company page names the company.
 */
export function CompanySso({ companyId }: { companyId: number | null }) {
  const setup = useSsoSetup(companyId);
  if (setup.isError) return <ListError error={setup.error} onRetry={() => void setup.refetch()} />;
  if (!setup.data)
    return <LoadingBlocks label="Loading single sign-on" blocks={['h-40 w-full', 'h-96 w-full']} />;
  return (
    <>
      <SectionCard title="Status">
        <Status setup={setup.data} ownCompany={companyId === null} />
      </SectionCard>
      <SectionCard title="What your identity provider needs">
        <ProviderAddresses setup={setup.data} />
      </SectionCard>
      <SectionCard title="Your identity provider">
        <SsoForm setup={setup.data} companyId={companyId} />
      </SectionCard>
    </>
  );
}

/** `ownCompany`: the contact's page, which links to their Email domains page. */
function Status({ setup, ownCompany }: { setup: SsoSetup; ownCompany: boolean }) {
  const { settings } = setup;
  if (!settings)
    return (
      <p className="text-slate-700">
        Not set up yet: staff sign in with the username and password ClassPerk gave them.
      </p>
    );
  const provider =
    settings.protocol === 'oidc'
      ? `OpenID Connect, issuer ${settings.oidcIssuer ?? ''}`
      : `SAML 2.0, identity provider ${settings.samlEntityId ?? ''}`;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
      <dt className="font-medium text-slate-900">Provider</dt>
      <dd className="break-all text-slate-700">{provider}</dd>
      <dt className="font-medium text-slate-900">Work email domains</dt>
      <dd className="text-slate-700">
        {setup.emailDomains.length > 0 ? setup.emailDomains.join(', ') : 'None verified yet'}
        {ownCompany && (
          <>
            {' · '}
            <Link to={ROUTES.employerDomains} className="font-medium text-indigo-700 underline">
              Email domains
            </Link>
          </>
        )}
      </dd>
      {settings.protocol === 'saml' && (
        <>
          <dt className="font-medium text-slate-900">Sign-in requests</dt>
          <dd className="text-slate-700">
            {settings.samlSignsRequests
              ? 'Signed with ClassPerk’s certificate (in its metadata), as your provider asks'
              : 'Not signed: your provider’s metadata does not ask for it'}
          </dd>
        </>
      )}
      <dt className="font-medium text-slate-900">Passwords</dt>
      <dd className="text-slate-700">
        {settings.ssoOnly
          ? 'Refused: staff sign in only with their company account'
          : 'Still accepted beside the company account'}
      </dd>
    </dl>
  );
}

function ProviderAddresses({ setup }: { setup: SsoSetup }) {
  const rows = [
    ['OIDC redirect URI', setup.oidcRedirectUri],
    ['OIDC back-channel logout URI', setup.oidcBackchannelLogoutUri],
    ['SAML ACS URL (reply URL)', setup.samlAcsUrl],
    ['SAML single logout URL', setup.samlLogoutUrl],
    ['SAML entity ID (audience)', setup.samlEntityId],
    ['SAML metadata', setup.samlMetadataUrl],
  ] as const;
  return (
    <dl className="grid gap-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1">
          <dt className="font-medium text-slate-900">{label}</dt>
          <dd className="rounded-md bg-slate-50 px-3 py-2 font-mono text-xs break-all text-slate-800">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
