import { createVerify, randomBytes } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import { makeKeyPair } from '../../src/server/identity/self-signed-cert.js';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const iso = (ms: number) => new Date(ms).toISOString();
const ASSERTION = "//*[local-name(.)='Assertion']";
const LOGOUT_REQUEST = "/*[local-name(.)='LogoutRequest']";
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';

/** Signs the element `xpath` names with an enveloped signature placed after its Issuer. */
function signed(
  xml: string,
  xpath: string,
  key: { privateKeyPem: string; certificatePem: string },
) {
  const sig = new SignedXml({
    privateKey: key.privateKeyPem,
    publicCert: key.certificatePem,
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    signatureAlgorithm: RSA_SHA256,
  });
  sig.addReference({
    xpath,
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  sig.computeSignature(xml, {
    location: { reference: `${xpath}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return sig.getSignedXml();
}

export interface SamlResponseOptions {
  email: string;
  displayName?: string;
  /** Who the assertion is for: ClassPerk's entity ID for the company, unless a test says otherwise. */
  audience: string;
  /** Where it is posted: ClassPerk's ACS address for the company. */
  recipient: string;
  issuer?: string;
  /** The assertion's ID; a fresh one unless a test replays one. */
  assertionId?: string;
  /** When it stops being valid; five minutes from now unless a test says otherwise. */
  notOnOrAfter?: number;
  signed?: boolean;
  /** Signs with another key than the one the metadata names. */
  signWithStrangerKey?: boolean;
}

/**
 * A SAML 2.0 identity provider for the tests (issue 30 §2): its own key pair and certificate made
 * at test time, its metadata, and signed Responses built as Okta or Entra ID would post them.
 */
export function createSamlIdp(port = 4950, { wantRequestsSigned = false } = {}) {
  const keys = makeKeyPair('ClassPerk test identity provider');
  const stranger = makeKeyPair('Not the identity provider');
  const entityId = `http://localhost:${port}/saml/idp-${randomBytes(4).toString('hex')}`;
  const ssoUrl = `http://localhost:${port}/saml/sso`;

  const metadata = `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="${wantRequestsSigned}">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo><ds:X509Data><ds:X509Certificate>${keys.certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${ssoUrl}"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

  /** A posted SAMLResponse, base64 as the browser's form carries it. */
  function response(options: SamlResponseOptions): string {
    const now = Date.now();
    const issuer = escape(options.issuer ?? entityId);
    const end = iso(options.notOnOrAfter ?? now + 5 * 60_000);
    const id = options.assertionId ?? `_a${randomBytes(16).toString('hex')}`;
    const email = escape(options.email);
    const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${iso(now)}"><saml:Issuer>${issuer}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${email}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${end}" Recipient="${escape(options.recipient)}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${iso(now - 60_000)}" NotOnOrAfter="${end}"><saml:AudienceRestriction><saml:Audience>${escape(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="_s${id}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${email}</saml:AttributeValue></saml:Attribute><saml:Attribute Name="displayName"><saml:AttributeValue>${escape(options.displayName ?? 'Sam Saml')}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement></saml:Assertion>`;
    let xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${iso(now)}" Destination="${escape(options.recipient)}"><saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
    if (options.signed !== false)
      xml = signed(xml, ASSERTION, options.signWithStrangerKey ? stranger : keys);
    return Buffer.from(xml).toString('base64');
  }

  /** A LogoutRequest for the person, posted (HTTP-POST binding) when they sign out at the provider. */
  function logoutRequest(options: { email: string; destination: string; signed?: boolean }) {
    const now = Date.now();
    const xml = `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_l${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${iso(now)}" NotOnOrAfter="${iso(now + 5 * 60_000)}" Destination="${escape(options.destination)}"><saml:Issuer>${escape(entityId)}</saml:Issuer><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escape(options.email)}</saml:NameID></samlp:LogoutRequest>`;
    return Buffer.from(options.signed === false ? xml : signed(xml, LOGOUT_REQUEST, keys)).toString(
      'base64',
    );
  }

  /**
   * Whether an HTTP-Redirect AuthnRequest carries a valid RSA-SHA256 signature by the service
   * provider's certificate (base64 DER, from its metadata), as a provider asking for signed
   * requests checks it: over the query's SAMLRequest, RelayState and SigAlg as sent.
   */
  function requestSignedBy(url: string, spCertificate: string) {
    const query = new URL(url).search.slice(1);
    const raw = (name: string) => query.split('&').find((part) => part.startsWith(`${name}=`));
    const signature = raw('Signature');
    const sigAlg = raw('SigAlg');
    if (!signature || decodeURIComponent(sigAlg!.slice(7)) !== RSA_SHA256) return false;
    const signedPart = ['SAMLRequest', 'RelayState', 'SigAlg'].map(raw).filter(Boolean).join('&');
    const pem = `-----BEGIN CERTIFICATE-----\n${spCertificate.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
    return createVerify('RSA-SHA256')
      .update(signedPart)
      .verify(pem, decodeURIComponent(signature.slice(10)), 'base64');
  }

  return { entityId, ssoUrl, metadata, response, logoutRequest, requestSignedBy };
}
export type SamlIdp = ReturnType<typeof createSamlIdp>;
