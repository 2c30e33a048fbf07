import * as client from 'openid-client';
import type { SsoRefusal } from '../../../shared/sso/messages.js';
import type { Config } from '../../config.js';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
}

/**
 * The provider's configuration, discovered from its issuer URL. Plain http is allowed only when
 * ClassPerk itself is served over http (a local evaluation or a test), so a deployment never
 * sends a client secret or trusts an ID token over an unencrypted line.
 */
export const discoverOidc = (config: Config, settings: OidcSettings) =>
  client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    settings.clientSecret ?? undefined,
    settings.clientSecret ? undefined : client.None(),
    {
      timeout: 10,
      ...(config.cookieSecure ? {} : { execute: [client.allowInsecureRequests] }),
    },
  );

export const newOidcChecks = async () => {
  const codeVerifier = client.randomPKCECodeVerifier();
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier,
    codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier),
  };
};

export const oidcAuthorizationUrl = (
  provider: client.Configuration,
  redirectUri: string,
  checks: { state: string; nonce: string; codeChallenge: string },
) =>
  client.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: checks.codeChallenge,
    code_challenge_method: 'S256',
  });

export interface OidcIdentity {
  /** The provider's own id for the person, which its logout tokens name them by. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  fullName: string | null;
}

/**
 * Trades the code for tokens; openid-client checks the state, the ID token's signature, issuer,
 * audience, expiry and nonce, and the PKCE verifier proves this server started the sign-in.
 */
export async function finishOidc(
  provider: client.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<OidcIdentity> {
  const tokens = await client.authorizationCodeGrant(provider, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims()!;
  // Many providers put the email in the ID token; the others give it at the userinfo endpoint.
  const claims =
    typeof idToken.email === 'string'
      ? idToken
      : { ...idToken, ...(await client.fetchUserInfo(provider, tokens.access_token, idToken.sub)) };
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() ? value.trim() : null;
  const given = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return {
    subject: idToken.sub,
    email: text(claims.email),
    emailVerified: claims.email_verified === true,
    fullName: text(claims.name) ?? (given || null),
  };
}

/** Which check an ID token failed, from the reason oauth4webapi gives, for the security log. */
export function oidcRefusal(error: unknown): SsoRefusal {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, cause, message } = e as { code?: string; cause?: unknown; message?: string };
    const claim = (cause as { claim?: string } | undefined)?.claim;
    if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED' && claim === 'exp') return 'expired';
    if (code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED') {
      if (claim === 'aud') return 'audience';
      if (claim === 'iss') return 'issuer';
      if (claim === 'nonce') return 'nonce';
    }
    if (typeof message === 'string' && /"state"/.test(message)) return 'state';
  }
  return 'token';
}
