import { z } from 'zod';
import { httpUrl } from '../validation.js';
import { SSO_MSG } from './messages.js';

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
const MAX_METADATA = 100_000;

const common = { ssoOnly: z.boolean() };

/** Saving a company's provider: OIDC by its issuer (discovered), SAML by its metadata XML. */
export const ssoSettingsSchema = z.discriminatedUnion(
  'protocol',
  [
    z.object({
      protocol: z.literal('oidc'),
      issuer: httpUrl(SSO_MSG.issuer),
      clientId: z.string().trim().min(1, SSO_MSG.clientId).max(500, SSO_MSG.clientId),
      /** Left out (or blank) to keep the saved one: it is never sent back. */
      clientSecret: z.string().trim().max(2000, SSO_MSG.clientSecret).optional(),
      ...common,
    }),
    z.object({
      protocol: z.literal('saml'),
      metadataXml: z.string().trim().min(1, SSO_MSG.metadata).max(MAX_METADATA, SSO_MSG.metadata),
      ...common,
    }),
  ],
  { error: SSO_MSG.protocol },
);
export type SsoSettingsInput = z.input<typeof ssoSettingsSchema>;

/** What the company's set-up page shows: never the client secret, only whether one is saved. */
export const ssoSetupSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  /** The addresses the identity provider needs from ClassPerk. */
  oidcRedirectUri: z.string(),
  /** Where the provider posts a back-channel logout token: the person's sessions end (decision 131). */
  oidcBackchannelLogoutUri: z.string(),
  samlAcsUrl: z.string(),
  /** Where the provider posts a LogoutRequest: the person's sessions end (decision 129). */
  samlLogoutUrl: z.string(),
  samlEntityId: z.string(),
  samlMetadataUrl: z.string(),
  /** The company's verified email domains: the sign-in page sends their people to the provider. */
  emailDomains: z.array(z.string()),
  settings: z
    .object({
      protocol: z.enum(SSO_PROTOCOLS),
      ssoOnly: z.boolean(),
      oidcIssuer: z.string().nullable(),
      oidcClientId: z.string().nullable(),
      hasClientSecret: z.boolean(),
      samlEntityId: z.string().nullable(),
      samlSsoUrl: z.string().nullable(),
      /** The provider asked for signed sign-in requests, which ClassPerk now sends. */
      samlSignsRequests: z.boolean(),
    })
    .nullable(),
});
export type SsoSetup = z.output<typeof ssoSetupSchema>;

/** The sign-in page's "Sign in with your company": the work email names the company. */
export const ssoStartSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email(SSO_MSG.workEmail)),
});
export type SsoStartInput = z.input<typeof ssoStartSchema>;
export const ssoStartAnswerSchema = z.object({ redirectUrl: z.string() });

export const oidcCallbackQuery = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(200).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

export const samlPostSchema = z.object({
  SAMLResponse: z.string().max(500_000),
  RelayState: z.string().max(200).optional(),
});

/** A provider's LogoutRequest, posted by the browser (HTTP-POST binding). */
/** OpenID Connect Back-Channel Logout 1.0 §2.5: the provider posts one signed token. */
export const oidcLogoutPostSchema = z.object({
  logout_token: z.string().max(20_000),
});

export const samlLogoutPostSchema = z.object({
  SAMLRequest: z.string().max(100_000),
  RelayState: z.string().max(200).optional(),
});

/**
 * The set-up page's form: one set of fields for both protocols, checked here by protocol and
 * turned into the request by `settingsFromForm`.
 */
export const ssoFormSchema = z
  .object({
    protocol: z.enum(SSO_PROTOCOLS, { error: SSO_MSG.protocol }),
    issuer: z.string().trim().max(2048),
    clientId: z.string().trim().max(500),
    clientSecret: z.string().trim().max(2000),
    metadataXml: z.string().trim().max(MAX_METADATA, SSO_MSG.metadata),
    ssoOnly: z.boolean(),
  })
  .superRefine((form, ctx) => {
    if (form.protocol === 'saml') {
      if (!form.metadataXml)
        ctx.addIssue({ code: 'custom', path: ['metadataXml'], message: SSO_MSG.metadata });
      return;
    }
    if (!httpUrl(SSO_MSG.issuer).safeParse(form.issuer).success)
      ctx.addIssue({ code: 'custom', path: ['issuer'], message: SSO_MSG.issuer });
    if (!form.clientId)
      ctx.addIssue({ code: 'custom', path: ['clientId'], message: SSO_MSG.clientId });
  });
export type SsoFormValues = z.input<typeof ssoFormSchema>;

export const settingsFromForm = (form: z.output<typeof ssoFormSchema>): SsoSettingsInput => {
  const common = { ssoOnly: form.ssoOnly };
  return form.protocol === 'saml'
    ? { protocol: 'saml', metadataXml: form.metadataXml, ...common }
    : {
        protocol: 'oidc',
        issuer: form.issuer,
        clientId: form.clientId,
        ...(form.clientSecret ? { clientSecret: form.clientSecret } : {}),
        ...common,
      };
};

/** Where a provider's callback sends the browser back to the sign-in page (ROUTES.auth) and why. */
export const SSO_RETURN = {
  refused: '/auth?sso=refused',
  /** The provider vouched for a leaver, whose account is closed: the page says so. */
  closed: '/auth?sso=closed',
  /** After the provider signed the person out. */
  signedOut: '/auth',
  secondFactor: (step: 'verify' | 'enrol') => `/auth?second-factor=${step}`,
} as const;
