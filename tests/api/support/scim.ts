import { randomBytes } from 'node:crypto';
import { createCompany } from '../../../src/server/factories/index.js';
import { rotateToken } from '../../../src/server/features/scim/token.js';
import type { Response, TestApp } from './app.js';

export const SCIM = '/scim/v2';
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

export type ScimBody = Record<string, unknown> & {
  id: string;
  userName: string;
  active: boolean;
  totalResults: number;
  Resources: ScimBody[];
  name: { givenName?: string; familyName?: string; formatted?: string };
  emails: { value: string; type?: string; primary?: boolean }[];
};

/** A directory's client for one company: its bearer token on every call, SCIM's media type. */
export interface ScimClient {
  companyId: number;
  token: string;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<Response>;
  get(url: string): Promise<Response>;
  post(url: string, body: unknown): Promise<Response>;
  put(url: string, body: unknown): Promise<Response>;
  patch(url: string, body: unknown): Promise<Response>;
  delete(url: string): Promise<Response>;
}

export const body = (response: Response) => response.json<ScimBody>();

export async function scimClient(t: TestApp, companyId?: number): Promise<ScimClient> {
  const company = companyId ?? (await createCompany(t.db)).id;
  const token = await t.db.transaction((tx) => rotateToken(tx, company, new Date()));
  return clientFor(t, company, token);
}

export function clientFor(t: TestApp, companyId: number, token: string): ScimClient {
  const call: ScimClient['call'] = (method, url, payload) =>
    t.request({
      method,
      url: `${SCIM}${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/scim+json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  return {
    companyId,
    token,
    call,
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload),
    put: (url, payload) => call('PUT', url, payload),
    patch: (url, payload) => call('PATCH', url, payload),
    delete: (url) => call('DELETE', url),
  };
}

/** A realistic new employee, as Okta's validator makes one: a random work address. */
export function newEmployee(overrides: Record<string, unknown> = {}) {
  const n = randomBytes(4).toString('hex');
  return {
    schemas: [USER_SCHEMA],
    userName: `zoe.bronte.${n}@example.com`,
    name: { givenName: 'Zoë', familyName: 'Brontë' },
    emails: [{ primary: true, value: `zoe.bronte.${n}@example.com`, type: 'work' }],
    displayName: 'Zoë Brontë',
    externalId: `ext-${n}`,
    active: true,
    ...overrides,
  };
}

export const patchOps = (...Operations: object[]) => ({ schemas: [PATCH_SCHEMA], Operations });
