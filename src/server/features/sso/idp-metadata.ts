import { DOMParser, type Document, type Element } from '@xmldom/xmldom';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  /** The signing certificate, base64 DER as the metadata carries it. */
  certificate: string;
  /** WantAuthnRequestsSigned: the provider refuses sign-in requests ClassPerk has not signed. */
  wantsRequestsSigned: boolean;
}

/**
 * What ClassPerk needs from an identity provider's SAML metadata: its entityID, the address of its
 * HTTP-Redirect single sign-on service, and its signing certificate; null when any is missing.
 * xmldom resolves no external entities, so pasted metadata cannot make the server read a file.
 */
export function readIdpMetadata(xml: string): IdpMetadata | null {
  let doc: Document;
  try {
    doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
  } catch {
    return null;
  }
  const idp = doc.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  const entity = idp?.parentNode as Element | null;
  const entityId = entity?.getAttribute?.('entityID')?.trim();
  if (!idp || !entityId) return null;
  const services = Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService'));
  const ssoUrl = services
    .find((s) => s.getAttribute('Binding') === REDIRECT)
    ?.getAttribute('Location');
  const keys = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor')).filter(
    (key) => (key.getAttribute('use') ?? 'signing') === 'signing',
  );
  const certificate = keys
    .map((key) => key.getElementsByTagNameNS(DS, 'X509Certificate')[0]?.textContent)
    .find(Boolean)
    ?.replace(/\s+/g, '');
  if (!ssoUrl || !/^https?:\/\//.test(ssoUrl) || !certificate) return null;
  const wantsRequestsSigned = ['true', '1'].includes(
    idp.getAttribute('WantAuthnRequestsSigned')?.trim() ?? '',
  );
  return { entityId, ssoUrl, certificate, wantsRequestsSigned };
}
