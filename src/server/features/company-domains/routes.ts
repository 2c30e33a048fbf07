import { errorBodySchema, messageSchema } from '../../../shared/api/contract.js';
import {
  addDomainSchema,
  companyDomainSchema,
  companyDomainsSchema,
  domainParams,
  domainVerifiedSchema,
  linkTokenSchema,
  resendDomainSchema,
} from '../../../shared/company-domains/schemas.js';
import { idParam } from '../../../shared/validation.js';
import type { Access } from '../../http/access.js';
import type { Api } from '../../http/contract.js';
import { currentUser } from '../../identity/guard.js';
import { domainsCompanyFor } from '../../policies/company-domains.js';
import type { Services } from '../../services.js';
import { addDomain, listDomains, removeDomain, resendLink, verifyDomain } from './queries.js';

const tags = ['Company domains'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

type Request = Parameters<typeof currentUser>[0];

/** Where the routes are, whom they are for and how each finds its company. */
const SCOPES: {
  path: string;
  access: Access;
  params: typeof idParam | undefined;
  itemParams: typeof domainParams | ReturnType<typeof idParam.extend<typeof domainParams.shape>>;
  companyOf: (request: Request) => number;
}[] = [
  {
    // The contact's own company, from the session, never from the request.
    path: '/employer/domains',
    access: ['employer'],
    params: undefined,
    itemParams: domainParams,
    companyOf: (request) => currentUser(request).companyId ?? 0,
  },
  {
    path: '/admin/companies/:id/domains',
    access: ['admin'],
    params: idParam,
    itemParams: idParam.extend(domainParams.shape),
    companyOf: (request) => (request.params as { id: number }).id,
  },
];

/**
 * A company's email domains (issue 30 §5–6, decision 128), for its employer contact and for
 * admins: the list, adding one (which emails the link), a new link, removal; and the public
 * route the emailed link's page calls.
 */
export function registerCompanyDomainRoutes(app: Api, services: Services) {
  const { db, mail, config } = services;
  const context = () => ({ db, mail, publicUrl: config.publicUrl, now: services.jobs.now() });
  const company = (request: Request, companyId: number) =>
    domainsCompanyFor(db, currentUser(request), companyId);

  for (const { path, access, params, itemParams, companyOf } of SCOPES) {
    const listParams = params ? { params } : {};

    app.get(
      path,
      {
        config: { access },
        schema: {
          summary: "A company's email domains, verified or waiting for their link",
          tags,
          ...listParams,
          response: { 200: companyDomainsSchema, ...errors },
        },
      },
      async (request) => listDomains(db, await company(request, companyOf(request))),
    );

    app.post(
      path,
      {
        config: { access },
        schema: {
          summary: 'Add an email domain and email its link to an address on it',
          description:
            '400 for a public mail service’s domain or an address not on the domain; 409 when ' +
            'another company (or this one) already lists the domain.',
          tags,
          ...listParams,
          body: addDomainSchema,
          response: { 201: companyDomainSchema, ...errors, 409: errorBodySchema },
        },
      },
      async (request, reply) => {
        const target = await company(request, companyOf(request));
        const row = await addDomain(context(), target, currentUser(request).id, request.body);
        return reply.status(201).send(row);
      },
    );

    app.post(
      `${path}/:domainId/resend`,
      {
        config: { access },
        schema: {
          summary: 'Email a new link for a waiting domain (the old link stops working)',
          tags,
          params: itemParams,
          body: resendDomainSchema,
          response: { 200: companyDomainSchema, ...errors, 409: errorBodySchema },
        },
      },
      async (request) => {
        const target = await company(request, companyOf(request));
        const { domainId } = request.params;
        return resendLink(context(), target, domainId, request.body.email);
      },
    );

    app.delete(
      `${path}/:domainId`,
      {
        config: { access },
        schema: {
          summary: 'Remove an email domain from the company’s list',
          tags,
          params: itemParams,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request) => {
        const target = await company(request, companyOf(request));
        const { domainId } = request.params;
        return removeDomain(db, target, domainId);
      },
    );
  }

  app.post(
    '/company-domains/verify',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Verify a domain with the link emailed to an address on it',
        description: 'Works once, within 48 hours; a newer link replaces an older one.',
        tags,
        body: linkTokenSchema,
        response: { 200: domainVerifiedSchema, 400: errorBodySchema },
      },
    },
    async (request) => verifyDomain(db, request.body.token, services.jobs.now()),
  );
}
