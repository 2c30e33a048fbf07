import type { Config } from '../../config.js';

/** The addresses an identity provider is given for a company: where it sends people back. */
export const ssoAddresses = (config: Config, companyId: number) => {
  const base = `${config.publicUrl}/api/sso`;
  return {
    oidcRedirectUri: `${base}/oidc/callback`,
    oidcBackchannelLogoutUri: `${base}/oidc/${companyId}/backchannel-logout`,
    samlAcsUrl: `${base}/saml/${companyId}/acs`,
    samlLogoutUrl: `${base}/saml/${companyId}/slo`,
    samlEntityId: `${base}/saml/${companyId}/metadata`,
    samlMetadataUrl: `${base}/saml/${companyId}/metadata`,
  };
};
