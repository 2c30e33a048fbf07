import { eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { SSO_MSG } from '../../../shared/sso/messages.js';
import {
  oidcCallbackQuery,
  SSO_RETURN,
  samlLogoutPostSchema,
  samlPostSchema,
  ssoSettingsSchema,
  ssoSetupSchema,
  ssoStartAnswerSchema,
  ssoStartSchema,
} from '../../../shared/sso/schemas.js';
import { idParam } from '../../../shared/validation.js';
import { companies } from '../../db/schema.js';
import { ssoRequests } from '../../db/schema-sso.js';
import type { Api } from '../../http/contract.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { currentUser } from '../../identity/guard.js';
import { hashSecret, newSecret } from '../../identity/tokens.js';
import { ssoCompanyFor } from '../../policies/sso.js';
import type { Services } from '../../services.js';
import { ssoAddresses } from './addresses.js';
import {
  SsoRefused,
  accountFor,
  findByEmail,
  finishCompanySignIn,
  recordRefusal,
} from './accounts.js';
import {
  discoverOidc,
  finishOidc,
  newOidcChecks,
  oidcAuthorizationUrl,
  oidcRefusal,
} from './oidc.js';
import { keepAssertion } from './replays.js';
import { endSessionsForProvider } from './logout.js';
import { keepSubject, registerOidcLogoutRoute } from './oidc-logout.js';
import { spKeysOf } from './sp-keys.js';
import { readLogoutRequest, readSamlResponse, samlFor, samlRefusal, spMetadata } from './saml.js';
import {
  type CompanySsoRow,
  presentSetup,
  saveSsoSettings,
  ssoForEmail,
  ssoSettingsOf,
  unsealClientSecret,
} from './settings.js';

const spAddresses = (addresses: ReturnType<typeof ssoAddresses>) => ({
  entityId: addresses.samlEntityId,
  acsUrl: addresses.samlAcsUrl,
  logoutUrl: addresses.samlLogoutUrl,
});

/** Holds a secret of the browser that started an OIDC sign-in: a callback in another is refused. */
export const SSO_BROWSER_COOKIE = 'classperk_sso';
const STATE_PATH = '/api/sso/oidc';
const REQUEST_LIFETIME_MS = 10 * 60_000;
const tags = ['Single sign-on'];

const redirect = (description: string) => ({
  description,
  content: { 'text/plain': { schema: z.string() } },
});
const xml = {
  description: 'SAML metadata',
  content: { 'application/xml': { schema: z.string() } },
};

export function registerSsoRoutes(app: Api, services: Services) {
  const { db, config } = services;
  const samlOf = async (sso: CompanySsoRow) =>
    samlFor(
      {
        entityId: sso.samlEntityId!,
        ssoUrl: sso.samlSsoUrl!,
        certificate: sso.samlCertificate!,
        signsRequests: sso.samlSignsRequests,
      },
      spAddresses(ssoAddresses(config, sso.companyId)),
      await spKeysOf(db, sso.companyId),
    );
  const oidcOf = async (sso: CompanySsoRow) =>
    discoverOidc(config, {
      issuer: sso.oidcIssuer!,
      clientId: sso.oidcClientId!,
      clientSecret: await unsealClientSecret(db, sso),
    });

  // The contact's own company, taken from the session; an admin names any company.
  const setUpRoutes = (
    path: string,
    access: 'admin' | 'employer',
    companyOf: (request: FastifyRequest) => number,
    params?: typeof idParam,
  ) => {
    const who =
      access === 'admin' ? 'any company' : 'the employer contact’s own company, from the session';
    app.get(
      path,
      {
        config: { access: [access] },
        schema: {
          summary: `A company's single sign-on set-up (${access})`,
          description: `For ${who}. The client secret is never sent.`,
          tags,
          ...(params ? { params } : {}),
          response: { 200: ssoSetupSchema },
        },
      },
      async (request) => {
        const company = await ssoCompanyFor(db, currentUser(request), companyOf(request));
        return presentSetup(db, config, company, await ssoSettingsOf(db, company.id));
      },
    );
    app.put(
      path,
      {
        config: { access: [access] },
        schema: {
          summary: `Save a company's identity provider (${access})`,
          description: `For ${who}. OIDC from its issuer URL (discovered now; a blank client secret keeps the saved one), or SAML 2.0 from its metadata XML.`,
          tags,
          ...(params ? { params } : {}),
          body: ssoSettingsSchema,
          response: { 200: ssoSetupSchema, 409: errorBodySchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const company = await ssoCompanyFor(db, user, companyOf(request));
        const row = await saveSsoSettings(db, config, company.id, user.id, request.body);
        return presentSetup(db, config, company, row);
      },
    );
  };
  setUpRoutes('/employer/sso', 'employer', (request) => {
    const { companyId } = currentUser(request);
    if (companyId === null) throw forbidden(SSO_MSG.noCompanyOfYours);
    return companyId;
  });
  setUpRoutes(
    '/admin/companies/:id/sso',
    'admin',
    (request) => (request.params as { id: number }).id,
    idParam,
  );

  app.post(
    '/sso/start',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Start signing in with your company',
        description:
          'The work email’s domain names the company; the answer is where to send the browser.',
        tags,
        body: ssoStartSchema,
        response: { 200: ssoStartAnswerSchema },
      },
    },
    async (request, reply) => {
      const sso = await ssoForEmail(db, request.body.email);
      if (!sso) throw notFound(SSO_MSG.noCompany);
      if (sso.protocol === 'saml')
        return { redirectUrl: await (await samlOf(sso)).getAuthorizeUrlAsync('', undefined, {}) };
      const provider = await oidcOf(sso);
      const checks = await newOidcChecks();
      // Not the state itself, which travels in the address: a secret only this browser holds.
      const browser = newSecret();
      await db.delete(ssoRequests).where(lt(ssoRequests.expiresAt, new Date()));
      await db.insert(ssoRequests).values({
        stateHash: hashSecret(checks.state),
        browserHash: hashSecret(browser),
        companyId: sso.companyId,
        nonce: checks.nonce,
        codeVerifier: checks.codeVerifier,
        expiresAt: new Date(Date.now() + REQUEST_LIFETIME_MS),
      });
      reply.setCookie(SSO_BROWSER_COOKIE, browser, {
        path: STATE_PATH,
        httpOnly: true,
        // Lax: the provider sends the browser back with a top-level GET, which carries it.
        sameSite: 'lax',
        secure: config.cookieSecure,
        maxAge: REQUEST_LIFETIME_MS / 1000,
      });
      return {
        redirectUrl: oidcAuthorizationUrl(
          provider,
          ssoAddresses(config, sso.companyId).oidcRedirectUri,
          checks,
        ).href,
      };
    },
  );

  /** Ends a provider's callback: into the session, or back to sign-in with the refusal logged. */
  const land = async (
    reply: FastifyReply,
    companyId: number | null,
    work: () => Promise<string>,
  ) => {
    try {
      return reply.redirect(await work(), 303);
    } catch (error) {
      if (!(error instanceof SsoRefused)) throw error;
      await recordRefusal(services, reply.request, companyId, error.reason);
      return reply.redirect(
        error.reason === 'deactivated' ? SSO_RETURN.closed : SSO_RETURN.refused,
        303,
      );
    }
  };

  app.get(
    '/sso/oidc/callback',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Where an OIDC provider sends the browser back',
        description:
          'Checks state, nonce, PKCE and the ID token, then signs in and redirects home; a refusal redirects to the sign-in page.',
        tags,
        querystring: oidcCallbackQuery,
        response: { 303: redirect('To the home page, or back to sign-in.') },
      },
    },
    async (request, reply) => {
      const { state } = request.query;
      const browser = request.cookies[SSO_BROWSER_COOKIE];
      reply.clearCookie(SSO_BROWSER_COOKIE, { path: STATE_PATH });
      const [pending] = state
        ? await db
            .delete(ssoRequests)
            .where(eq(ssoRequests.stateHash, hashSecret(state)))
            .returning()
        : [];
      return land(reply, pending?.companyId ?? null, async () => {
        if (
          !pending ||
          pending.expiresAt < new Date() ||
          !browser ||
          hashSecret(browser) !== pending.browserHash
        )
          throw new SsoRefused('state');
        const sso = await ssoSettingsOf(db, pending.companyId);
        if (sso?.protocol !== 'oidc') throw new SsoRefused('not_set_up');
        const provider = await oidcOf(sso);
        const callbackUrl = new URL(ssoAddresses(config, sso.companyId).oidcRedirectUri);
        callbackUrl.search = new URLSearchParams(
          request.query as Record<string, string>,
        ).toString();
        const identity = await finishOidc(provider, callbackUrl, {
          state: state!,
          nonce: pending.nonce,
          codeVerifier: pending.codeVerifier,
        }).catch((error: unknown) => {
          throw new SsoRefused(oidcRefusal(error));
        });
        const user = await accountFor(services, sso, identity);
        await keepSubject(db, sso.companyId, identity.subject, user.id);
        return finishCompanySignIn(services, request, reply, user);
      });
    },
  );

  app.get(
    '/sso/saml/:id/metadata',
    {
      config: { access: 'public' },
      schema: {
        summary: "ClassPerk's SAML service provider metadata for a company",
        description:
          'Served before anything is saved: a provider may need it to register ClassPerk first.',
        tags,
        params: idParam,
        response: { 200: xml },
      },
    },
    async (request, reply) => {
      const [company] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, request.params.id));
      if (!company) throw notFound();
      const addresses = ssoAddresses(config, company.id);
      const sso = await ssoSettingsOf(db, company.id);
      const keys = await spKeysOf(db, company.id);
      return reply
        .type('application/xml')
        .send(spMetadata(spAddresses(addresses), keys, sso?.samlSignsRequests ?? false));
    },
  );

  // The providers post forms, from their own sites: the SAML response and logout request, and the
  // OIDC logout token. Only these routes read form bodies and may be posted from another origin.
  void app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 600_000 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    registerOidcLogoutRoute(scope, services, oidcOf);
    scope.post(
      '/sso/saml/:id/acs',
      {
        config: { access: 'public', crossSitePost: true },
        schema: {
          summary: 'Where a SAML provider posts its response',
          description:
            'Checks the signature, issuer, audience and time window, refuses an assertion already used, then signs in and redirects home; a refusal redirects to the sign-in page.',
          tags,
          params: idParam,
          body: samlPostSchema,
          response: { 303: redirect('To the home page, or back to sign-in.') },
        },
      },
      async (request, reply) => {
        const companyId = request.params.id;
        return land(reply, companyId, async () => {
          const sso = await ssoSettingsOf(db, companyId);
          if (sso?.protocol !== 'saml') throw new SsoRefused('not_set_up');
          const assertion = await readSamlResponse(
            await samlOf(sso),
            sso.samlEntityId!,
            request.body.SAMLResponse,
          ).catch((error: unknown) => {
            throw new SsoRefused(samlRefusal(error));
          });
          if (!(await keepAssertion(db, companyId, assertion))) throw new SsoRefused('replayed');
          const user = await accountFor(services, sso, { ...assertion, emailVerified: true });
          return finishCompanySignIn(services, request, reply, user);
        });
      },
    );
    scope.post(
      '/sso/saml/:id/slo',
      {
        config: { access: 'public', crossSitePost: true },
        schema: {
          summary: 'Where a SAML provider posts a LogoutRequest',
          description:
            'Checks the request’s signature, issuer and time window and refuses one already used, then ends every session of the company’s person it names and redirects to the sign-in page. No LogoutResponse is sent back (decision 129).',
          tags,
          params: idParam,
          body: samlLogoutPostSchema,
          response: {
            303: redirect('To the sign-in page.'),
            400: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const companyId = request.params.id;
        const sso = await ssoSettingsOf(db, companyId);
        if (sso?.protocol !== 'saml') throw notFound(SSO_MSG.notSetUp);
        const logout = await readLogoutRequest(await samlOf(sso), request.body.SAMLRequest).catch(
          () => {
            throw badRequest(SSO_MSG.logoutRefused);
          },
        );
        if (!(await keepAssertion(db, companyId, logout))) throw badRequest(SSO_MSG.logoutRefused);
        const user = await findByEmail(services, logout.email);
        await endSessionsForProvider(services, request, companyId, user);
        return reply.redirect(SSO_RETURN.signedOut, 303);
      },
    );
  });
}
