import { Link } from 'react-router';
import { SSO_MSG } from '../../../shared/sso/messages.js';
import { PageHeader } from '../../components/page-header.js';
import { SectionCard } from '../../components/section-card.js';
import { ListError } from '../../components/ui/list-error.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { useSsoSetup, type SsoSetup } from './api.js';
import { SsoForm } from './sso-form.js';

/** /employer/single-sign-on: the contact's own company's identity provider (issue 30 §2, §6). */
export function SsoSetupPage() {
  useDocumentTitle('Single sign-on');
  const user = useSignedInUser();
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Single sign-on"
        description="Let your staff sign in to ClassPerk with their company account, through your identity provider (Okta, Entra ID, Google Workspace or any OIDC or SAML 2.0 provider)."
      />
      {user.companyId === null ? (
        <p className="text-slate-700">{SSO_MSG.noCompanyOfYours}.</p>
      ) : (
        <CompanySso />
      )}
    </div>
  );
}

function CompanySso() {
  const setup = useSsoSetup();
  if (setup.isError) return <ListError error={setup.error} onRetry={() => void setup.refetch()} />;
  if (!setup.data)
    return <LoadingBlocks label="Loading single sign-on" blocks={['h-40 w-full', 'h-96 w-full']} />;
  return (
    <>
      <SectionCard title="Status">
        <Status setup={setup.data} />
      </SectionCard>
      <SectionCard title="What your identity provider needs">
        <ProviderAddresses setup={setup.data} />
      </SectionCard>
      <SectionCard title="Your identity provider">
        <SsoForm setup={setup.data} />
      </SectionCard>
    </>
  );
}

function Status({ setup }: { setup: SsoSetup }) {
  const { settings } = setup;
  if (!settings)
    return (
      <p className="text-slate-700">
        Not set up yet: your staff sign in with the username and password ClassPerk gave them.
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
        {' · '}
        <Link to={ROUTES.employerDomains} className="font-medium text-indigo-700 underline">
          Email domains
        </Link>
      </dd>
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
    ['SAML ACS URL (reply URL)', setup.samlAcsUrl],
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
