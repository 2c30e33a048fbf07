import { USER_SCHEMA } from './resource.js';

/* What a directory reads to learn this server (RFC 7643 §5 to §7, RFC 7644 §4). */

export const MAX_RESULTS = 100;
const SPC_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

export const serviceProviderConfig = (baseUrl: string) => ({
  schemas: [SPC_SCHEMA],
  documentationUri: `${baseUrl.replace(/\/scim\/v2$/, '')}/api/docs`,
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: MAX_RESULTS },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: "The company's SCIM token, made on its Provisioning page and shown once.",
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
});

export const userResourceType = (baseUrl: string) => ({
  schemas: [RESOURCE_TYPE_SCHEMA],
  id: 'User',
  name: 'User',
  endpoint: '/Users',
  description: "The company's employees: each a parent account",
  schema: USER_SCHEMA,
  meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
});

const attribute = (
  name: string,
  more: Partial<{
    type: string;
    required: boolean;
    uniqueness: string;
    mutability: string;
    multiValued: boolean;
    caseExact: boolean;
    subAttributes: object[];
  }> = {},
) => ({
  name,
  type: 'string',
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...more,
});

export const userSchema = (baseUrl: string) => ({
  schemas: [SCHEMA_SCHEMA],
  id: USER_SCHEMA,
  name: 'User',
  description: 'An employee, as the parent account that holds their family',
  attributes: [
    attribute('userName', { required: true, uniqueness: 'server' }),
    attribute('externalId', { caseExact: true }),
    attribute('name', {
      type: 'complex',
      subAttributes: ['formatted', 'givenName', 'familyName'].map((name) => attribute(name)),
    }),
    attribute('displayName'),
    attribute('emails', {
      type: 'complex',
      multiValued: true,
      subAttributes: [
        attribute('value'),
        attribute('type'),
        attribute('primary', { type: 'boolean' }),
      ],
    }),
    attribute('active', { type: 'boolean' }),
  ],
  meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${USER_SCHEMA}` },
});
