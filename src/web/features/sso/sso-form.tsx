import { ssoFormSchema, settingsFromForm } from '../../../shared/sso/schemas.js';
import {
  TextAreaField,
  TextField,
  NativeSelectField,
  fieldsUnder,
} from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { toast } from '../../components/ui/toast-store.js';
import { useSaveSso, type SsoSetup } from './api.js';

const PROTOCOLS = [
  { value: 'oidc', label: 'OpenID Connect (Okta, Entra ID, Google Workspace)' },
  { value: 'saml', label: 'SAML 2.0' },
];

/** The provider's details: OIDC by issuer and client, SAML by its metadata. */
export function SsoForm({ setup, companyId }: { setup: SsoSetup; companyId: number | null }) {
  const save = useSaveSso(companyId);
  const settings = setup.settings;
  const form = useSchemaForm({
    schema: ssoFormSchema,
    defaultValues: {
      protocol: settings?.protocol ?? 'oidc',
      issuer: settings?.oidcIssuer ?? '',
      clientId: settings?.oidcClientId ?? '',
      clientSecret: '',
      metadataXml: '',
      ssoOnly: settings?.ssoOnly ?? false,
    },
    mutation: save,
    request: settingsFromForm,
    onSaved: () => {
      form.setValue('clientSecret', '');
      toast({ title: 'Single sign-on saved' });
    },
  });
  const field = fieldsUnder(form, 'sso');
  const protocol = form.watch('protocol');

  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      <NativeSelectField {...field('protocol')} label="Protocol" options={PROTOCOLS} />
      {protocol === 'oidc' ? (
        <>
          <TextField
            {...field('issuer')}
            label="Issuer URL"
            type="url"
            placeholder="https://"
            hint="ClassPerk reads the rest from the issuer's discovery document."
          />
          <TextField {...field('clientId', 'client-id')} label="Client ID" autoComplete="off" />
          <TextField
            {...field('clientSecret', 'client-secret')}
            label="Client secret"
            type="password"
            autoComplete="off"
            hint={
              settings?.hasClientSecret
                ? 'A secret is saved and never shown. Leave blank to keep it.'
                : 'Shown once by your identity provider; ClassPerk never shows it again.'
            }
          />
        </>
      ) : (
        <TextAreaField
          {...field('metadataXml', 'metadata')}
          label="Identity provider metadata (XML)"
          rows={6}
          hint={
            settings?.samlEntityId
              ? `Saved for ${settings.samlEntityId}. Paste it again to change it.`
              : 'Download it from your identity provider and paste it here.'
          }
        />
      )}
      <div className="flex items-start gap-3">
        <input
          id="sso-only"
          type="checkbox"
          className="mt-1 size-4 accent-indigo-700"
          aria-describedby="sso-only-hint"
          {...form.register('ssoOnly')}
        />
        <div className="grid gap-1">
          <label htmlFor="sso-only" className="text-sm font-medium text-slate-900">
            Sign in only with the company account
          </label>
          <p id="sso-only-hint" className="text-xs text-slate-600">
            Staff can no longer use a ClassPerk password. The company’s employer contact and
            ClassPerk’s administrators keep theirs.
          </p>
        </div>
      </div>
      <SubmitButton pending={form.pending} className="justify-self-start">
        Save single sign-on
      </SubmitButton>
    </form>
  );
}
