import { and, eq } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type * as client from 'openid-client';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/api/contract.js';
import { SSO_MSG } from '../../../shared/sso/messages.js';
import { oidcLogoutPostSchema } from '../../../shared/sso/schemas.js';
import { idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { ssoSubjects } from '../../db/schema-sso.js';
import type { Api } from '../../http/contract.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { endSessionsForProvider } from './logout.js';
import { keepAssertion } from './replays.js';
import { ssoSettingsOf, type CompanySsoRow } from './settings.js';

/*
 * OpenID Connect Back-Channel Logout 1.0 (decision 131): the company's provider posts a signed
 * logout token when the person signs out there, or the provider ends their session; every
 * ClassPerk session of theirs ends. The token names the person by the provider's `sub`, so each
 * sign-in keeps which account a `sub` is.
 */

const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
/** How old a logout token may be; a used one is kept as long, so it cannot be replayed. */
const TOKEN_LIFETIME_S = 10 * 60;

/** Remembers which of the company's accounts the provider's `sub` is, at each sign-in. */
export const keepSubject = (db: Db, companyId: number, subject: string, userId: number) =>
  db
    .insert(ssoSubjects)
    .values({ companyId, subject: subject.slice(0, 500), userId })
    .onConflictDoUpdate({
      target: [ssoSubjects.companyId, ssoSubjects.subject],
      set: { userId, seenAt: new Date() },
    });

/**
 * A logout token checked as §2.6 asks: signed by a key the provider publishes, issued by it for our
 * client, recent, carrying the logout event, a `sub` and a `jti`, and no nonce. Throws otherwise.
 */
export async function readLogoutToken(
  provider: client.Configuration,
  clientId: string,
  token: string,
) {
  const metadata = provider.serverMetadata();
  if (!metadata.jwks_uri) throw new Error('The provider publishes no signing keys');
  const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(metadata.jwks_uri)), {
    issuer: metadata.issuer,
    audience: clientId,
    maxTokenAge: TOKEN_LIFETIME_S,
    requiredClaims: ['iat', 'jti', 'sub', 'events'],
  });
  const events = payload.events as Record<string, unknown> | null;
  if (typeof events?.[LOGOUT_EVENT] !== 'object' || 'nonce' in payload)
    throw new Error('Not a logout token');
  return {
    subject: payload.sub!,
    id: `oidc-logout:${payload.jti!}`,
    expiresAt: new Date((payload.iat! + TOKEN_LIFETIME_S) * 1000),
  };
}

const accountOfSubject = async (db: Db, companyId: number, subject: string) => {
  const [row] = await db
    .select({ user: users })
    .from(ssoSubjects)
    .innerJoin(users, eq(users.id, ssoSubjects.userId))
    .where(and(eq(ssoSubjects.companyId, companyId), eq(ssoSubjects.subject, subject)));
  return row?.user;
};

/** The route, on the scope that reads form bodies (the provider posts the token as a form). */
export function registerOidcLogoutRoute(
  scope: Api,
  services: Services,
  providerOf: (sso: CompanySsoRow) => Promise<client.Configuration>,
) {
  const { db } = services;
  scope.post(
    '/sso/oidc/:id/backchannel-logout',
    {
      config: { access: 'public', crossSitePost: true },
      schema: {
        summary: 'Where an OIDC provider posts a back-channel logout token',
        description:
          'Checks the token’s signature against the provider’s published keys, its issuer, audience, age and logout event, and refuses one already used; then ends every session of the company’s person whose `sub` it names. Answers 200 with no body (decision 131).',
        tags: ['Single sign-on'],
        params: idParam,
        body: oidcLogoutPostSchema,
        response: { 200: z.null(), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const companyId = request.params.id;
      const sso = await ssoSettingsOf(db, companyId);
      if (sso?.protocol !== 'oidc') throw notFound(SSO_MSG.notSetUp);
      const token = await readLogoutToken(
        await providerOf(sso),
        sso.oidcClientId!,
        request.body.logout_token,
      ).catch(() => {
        throw badRequest(SSO_MSG.logoutRefused);
      });
      if (!(await keepAssertion(db, companyId, token))) throw badRequest(SSO_MSG.logoutRefused);
      const user = await accountOfSubject(db, companyId, token.subject);
      await endSessionsForProvider(services, request, companyId, user);
      return reply.header('cache-control', 'no-store').status(200).send(null);
    },
  );
}
