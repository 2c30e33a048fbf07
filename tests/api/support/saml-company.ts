import { expect } from 'vitest';
import { createCompanyDomain } from '../../../src/server/factories/company-domains.js';
import { createCompany, createUser } from '../../../src/server/factories/index.js';
import type { SsoSetup } from '../../../src/shared/sso/schemas.js';
import { createSamlIdp } from '../../support/saml-idp.js';
import { signInAs, type TestApp } from './app.js';

/**
 * A company whose SAML provider an admin has set up from its metadata, on a verified domain of its
 * own: sign-in finds the provider by the company's verified domains (decision 128).
 */
export async function companyWithSaml(t: TestApp, { wantRequestsSigned = false } = {}) {
  const company = await createCompany(t.db);
  const saml = createSamlIdp(4950, { wantRequestsSigned });
  const { domain } = await createCompanyDomain(t.db, company.id);
  const admin = await signInAs(t, await createUser(t.db, { role: 'admin' }));
  const res = await t.request({
    method: 'PUT',
    url: `/api/admin/companies/${company.id}/sso`,
    payload: {
      protocol: 'saml',
      metadataXml: saml.metadata,
      ssoOnly: false,
    },
    cookie: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { company, saml, domain, admin, setup: res.json<SsoSetup>() };
}
