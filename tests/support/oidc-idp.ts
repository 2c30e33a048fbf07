import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

export interface OidcIdpOptions {
  /** ClassPerk's callback address, registered for the client. */
  redirectUri: string;
  /** 0 picks a free port (API tests); the browser test names one of its range. */
  port?: number;
}

/**
 * An OpenID provider for the tests (issue 30 §2): oidc-provider with a key made at test time, one
 * confidential client, any login accepted and consent given, so the sign-in is its login form.
 * `tamper` rewrites the next ID tokens' claims and signs them again with the provider's key, for
 * the tests of tokens ClassPerk must refuse (wrong issuer or audience, expired).
 */
export async function startOidcIdp({ redirectUri, port = 0 }: OidcIdpOptions) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const client = { clientId: 'classperk', clientSecret: randomBytes(24).toString('base64url') };
  const state: { tamper: ((claims: JWTPayload) => JWTPayload) | null } = { tamper: null };

  // Its start-up warnings (in-memory storage, development login form) are what a test wants.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('oidc-provider WARNING')) warn(...args);
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id,
        email_verified: true,
        name: id.split('@')[0]!.replace(/[._]/g, ' '),
      }),
    }),
    // Consent is given, as a company's own app would be: the login form is the only step.
    loadExistingGrant: async (ctx: {
      oidc: { client: { clientId: string }; session: { accountId: string } };
    }) => {
      const grant = new provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  console.warn = warn;
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && state.tamper && body?.id_token) {
      const claims = state.tamper(decodeJwt(body.id_token));
      ctx.body = {
        ...body,
        id_token: await new SignJWT(claims)
          .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
          .sign(privateKey),
      };
    }
  });
  server.on('request', provider.callback());

  /**
   * What a person does at the provider, without a browser: follows its redirects, types a login
   * on its form, and answers the address it finally sends back to ClassPerk.
   */
  async function signIn(authorizationUrl: string, login: string): Promise<URL> {
    const cookies = new Map<string, string>();
    let url = authorizationUrl;
    let body: URLSearchParams | undefined;
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body,
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair!.indexOf('=');
        cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
      }
      body = undefined;
      const location = res.headers.get('location');
      if (location) {
        const next = new URL(location, url);
        if (!next.href.startsWith(issuer)) return next;
        url = next.href;
        continue;
      }
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`The test provider answered ${res.status} without a form`);
      url = new URL(action, url).href;
      body = new URLSearchParams({ prompt: 'login', login, password: 'any' });
    }
    throw new Error('The test provider never sent the browser back');
  }

  return {
    issuer,
    ...client,
    signIn,
    /**
     * A back-channel logout token for the person whose `sub` is given, signed with the provider's
     * key (another key when `key` is given), with the claims `change` makes.
     */
    async logoutToken(
      sub: string,
      change: (claims: JWTPayload) => JWTPayload = (claims) => claims,
      key: Parameters<SignJWT['sign']>[0] = privateKey,
    ) {
      const now = Math.floor(Date.now() / 1000);
      const claims = change({
        iss: issuer,
        aud: client.clientId,
        iat: now,
        jti: randomBytes(12).toString('hex'),
        sub,
        events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
      });
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'logout+jwt' })
        .sign(key);
    },
    /** Rewrites the next ID tokens' claims (null: leave them as issued). */
    tamper(rewrite: ((claims: JWTPayload) => JWTPayload) | null) {
      state.tamper = rewrite;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type OidcIdp = Awaited<ReturnType<typeof startOidcIdp>>;
