import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySpKeys } from '../../src/server/db/schema-sso.js';
import { createTestApp, type TestApp } from './support/app.js';
import { companyWithSaml } from './support/saml-company.js';

/* Issue 30 §2: ClassPerk signs its SAML AuthnRequests when the provider's metadata asks for it
   (WantAuthnRequestsSigned), with a key pair of the company's whose certificate its metadata
   publishes and whose private key never leaves the server (decision 129). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedCompany(wantRequestsSigned: boolean) {
  const { company, saml, domain, setup } = await companyWithSaml(t, { wantRequestsSigned });
  const start = await t.post('/api/sso/start', { email: `someone@${domain}` });
  expect(start.statusCode, start.body).toBe(200);
  const metadata = (await t.get(`/api/sso/saml/${company.id}/metadata`)).body;
  const certificate = /<ds:X509Certificate>([^<]+)</.exec(metadata)?.[1] ?? '';
  return {
    company,
    saml,
    setup,
    redirectUrl: start.json<{ redirectUrl: string }>().redirectUrl,
    metadata,
    certificate,
  };
}

describe('signed SAML sign-in requests', () => {
  it('signs the request with the company’s key when the provider asks, and publishes its certificate', async () => {
    const { saml, setup, redirectUrl, metadata, certificate } = await signedCompany(true);
    expect(setup.settings?.samlSignsRequests).toBe(true);
    expect(metadata).toContain('AuthnRequestsSigned="true"');
    expect(certificate).not.toBe('');
    expect(redirectUrl).toContain('&Signature=');
    expect(saml.requestSignedBy(redirectUrl, certificate)).toBe(true);
    // Another company's key does not verify it: each company has its own.
    const other = await signedCompany(true);
    expect(other.certificate).not.toBe(certificate);
    expect(saml.requestSignedBy(redirectUrl, other.certificate)).toBe(false);
  });

  it('sends unsigned requests to a provider that does not ask, and says so in the metadata', async () => {
    const { saml, setup, redirectUrl, metadata, certificate } = await signedCompany(false);
    expect(setup.settings?.samlSignsRequests).toBe(false);
    expect(metadata).toContain('AuthnRequestsSigned="false"');
    expect(redirectUrl).not.toContain('Signature=');
    expect(saml.requestSignedBy(redirectUrl, certificate)).toBe(false);
  });

  it('keeps the private key sealed and never sends it', async () => {
    const { company, metadata } = await signedCompany(true);
    const [row] = await t.db
      .select()
      .from(companySpKeys)
      .where(eq(companySpKeys.companyId, company.id));
    expect(row!.privateKey).not.toContain('PRIVATE KEY');
    expect(metadata).not.toContain('PRIVATE KEY');
    expect(metadata).not.toContain(row!.privateKey);
  });
});
