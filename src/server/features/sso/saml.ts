import {
  SAML,
  ValidateInResponseTo,
  generateServiceProviderMetadata,
  type Profile,
} from '@node-saml/node-saml';
import type { SsoRefusal } from '../../../shared/sso/messages.js';
import type { SpKeys } from './sp-keys.js';

const NAME_ID_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export interface SamlSettings {
  entityId: string;
  ssoUrl: string;
  certificate: string;
  /** The provider's metadata asked for signed AuthnRequests. */
  signsRequests: boolean;
}

/** ClassPerk's addresses for one company, as its provider knows them. */
export interface SpAddresses {
  entityId: string;
  acsUrl: string;
  logoutUrl: string;
}

/** ClassPerk's side of one company's SAML trust: what it sends and what it accepts. */
export const samlFor = (settings: SamlSettings, sp: SpAddresses, keys: SpKeys): SAML =>
  new SAML({
    entryPoint: settings.ssoUrl,
    // Requests are signed (HTTP-Redirect: SigAlg and Signature in the query) only when the
    // provider asks: one that does not may refuse a signature from a certificate it never saw.
    ...(settings.signsRequests
      ? { privateKey: keys.privateKeyPem, signatureAlgorithm: 'sha256' as const }
      : {}),
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    logoutCallbackUrl: sp.logoutUrl,
    // Checked by node-saml on logout messages; an assertion's issuer is checked below.
    idpIssuer: settings.entityId,
    audience: sp.entityId,
    idpCert: settings.certificate,
    // The assertion itself must carry the provider's signature, whatever else is signed.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    // Providers post from their own site, where the browser withholds ClassPerk's lax cookies, and
    // many start sign-ins themselves; replays are refused by the kept assertion IDs instead.
    validateInResponseTo: ValidateInResponseTo.never,
    acceptedClockSkewMs: 30_000,
    identifierFormat: NAME_ID_FORMAT,
    disableRequestedAuthnContext: true,
  });

/**
 * ClassPerk's metadata for a company, which its provider may need before anything is saved. The
 * signing certificate is always published, so a provider can be told to want signed requests;
 * AuthnRequestsSigned says whether they are signed now.
 */
export function spMetadata(sp: SpAddresses, keys: SpKeys, signsRequests: boolean) {
  const xml = generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    logoutCallbackUrl: sp.logoutUrl,
    identifierFormat: NAME_ID_FORMAT,
    wantAssertionsSigned: true,
    // node-saml publishes the certificate only beside a private key; the key is not written out.
    privateKey: keys.privateKeyPem,
    publicCerts: keys.certificate,
  });
  return signsRequests
    ? xml
    : xml.replace('AuthnRequestsSigned="true"', 'AuthnRequestsSigned="false"');
}

export interface SamlAssertion {
  id: string;
  /** When the assertion stops being valid: its ID is kept until then. */
  expiresAt: Date;
  email: string | null;
  fullName: string | null;
}

const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
];
const attribute = (profile: Profile, names: string[]) => {
  for (const name of names) {
    const value = profile[name];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
};

/**
 * Checks a posted SAMLResponse (signature, issuer, audience, time window) and reads the signed
 * assertion's ID, expiry and person. Only the verified assertion's XML is read.
 */
export async function readSamlResponse(
  saml: SAML,
  issuer: string,
  samlResponse: string,
): Promise<SamlAssertion> {
  const { profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse });
  if (!profile) throw new Error('No SAML profile');
  // node-saml compares the issuer of logout messages only; an assertion's is checked here.
  if (profile.issuer !== issuer) throw new Error('Unknown SAML issuer');
  const xml = profile.getAssertionXml?.() ?? '';
  const id = /<(?:[\w-]+:)?Assertion\b[^>]*\sID="([^"]+)"/.exec(xml)?.[1];
  if (!id) throw new Error('Missing SAML assertion ID');
  const ends = [...xml.matchAll(/\sNotOnOrAfter="([^"]+)"/g)]
    .map((match) => Date.parse(match[1]!))
    .filter((time) => !Number.isNaN(time));
  // Without an end, the ID is kept for the longest time node-saml would accept the assertion.
  const expiresAt = new Date(ends.length ? Math.max(...ends) : Date.now() + 24 * 3600_000);
  const nameId = profile.nameID?.includes('@') ? profile.nameID : null;
  const given = attribute(profile, [
    'firstName',
    'givenName',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
  ]);
  const family = attribute(profile, [
    'lastName',
    'surname',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
  ]);
  return {
    id,
    expiresAt,
    email: attribute(profile, EMAIL_ATTRIBUTES) ?? nameId,
    fullName:
      attribute(profile, ['displayName', 'name']) ??
      ([given, family].filter(Boolean).join(' ') || null),
  };
}

/**
 * Checks a posted LogoutRequest (its own signature by the provider's key, its issuer and time
 * window) and answers whom it signs out, and its ID and end to keep against a replay.
 */
export async function readLogoutRequest(saml: SAML, samlRequest: string) {
  const { profile } = await saml.validatePostRequestAsync({ SAMLRequest: samlRequest });
  if (!profile?.nameID || !profile.ID) throw new Error('No SAML NameID');
  const xml = Buffer.from(samlRequest, 'base64').toString('utf8');
  const end = Date.parse(/\sNotOnOrAfter="([^"]+)"/.exec(xml)?.[1] ?? '');
  return {
    id: profile.ID,
    email: profile.nameID.toLowerCase(),
    // Without an end, kept as long as the longest assertion would be.
    expiresAt: new Date(Number.isNaN(end) ? Date.now() + 24 * 3600_000 : end),
  };
}

/** Which check a SAML response failed, from node-saml's reason, for the security log. */
export function samlRefusal(error: unknown): SsoRefusal {
  const message = error instanceof Error ? error.message : '';
  if (/signature/i.test(message)) return 'signature';
  if (/expired|not yet valid/i.test(message)) return 'expired';
  if (/audience/i.test(message)) return 'audience';
  if (/issuer/i.test(message)) return 'issuer';
  return 'token';
}
