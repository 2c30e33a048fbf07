import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import {
  body,
  ERROR_SCHEMA,
  LIST_SCHEMA,
  newEmployee,
  patchOps,
  scimClient,
  USER_SCHEMA,
  type ScimClient,
} from './support/scim.js';

/*
 * The SCIM compliance suite (issue 30 §3): the checks of Okta's SCIM 2.0 validator (its Runscope
 * spec tests) and of Microsoft Entra ID's SCIM validator, run against /scim/v2 on both databases.
 */

let t: TestApp;
let scim: ScimClient;
beforeAll(async () => {
  t = await createTestApp();
  scim = await scimClient(t);
});
afterAll(() => t.close());

const expectScimError = (response: Awaited<ReturnType<ScimClient['get']>>, status: number) => {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
  expect(body(response)).toMatchObject({ schemas: [ERROR_SCHEMA], status: String(status) });
};

const filterBy = (attribute: string, value: string) =>
  scim.get(`/Users?filter=${encodeURIComponent(`${attribute} eq "${value}"`)}`);

describe("Okta's SCIM 2.0 spec tests", () => {
  let created: ReturnType<typeof newEmployee>;
  let id: string;

  it('lists Users as a ListResponse with paging fields', async () => {
    const response = await scim.get('/Users?count=1&startIndex=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
    const list = body(response);
    expect(list.schemas).toEqual([LIST_SCHEMA]);
    expect(list).toMatchObject({ startIndex: 1 });
    expect(typeof list.totalResults).toBe('number');
    expect(typeof list.itemsPerPage).toBe('number');
    expect(Array.isArray(list.Resources)).toBe(true);
  });

  it('finds no user for a random userName: an empty list, totalResults 0', async () => {
    const response = await filterBy('userName', `${randomUUID()}@example.com`);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ totalResults: 0, Resources: [] });
  });

  it('creates a user with realistic values', async () => {
    created = newEmployee();
    const response = await scim.post('/Users', created);
    expect(response.statusCode).toBe(201);
    const user = body(response);
    id = user.id;
    expect(user).toMatchObject({
      schemas: [USER_SCHEMA],
      userName: created.userName,
      active: true,
      externalId: created.externalId,
      name: { givenName: 'Zoë', familyName: 'Brontë' },
      emails: [{ value: created.userName, type: 'work', primary: true }],
      meta: { resourceType: 'User' },
    });
    expect(response.headers.location).toBe(`http://localhost:3000/scim/v2/Users/${id}`);
  });

  it('gets the user it created by id', async () => {
    const response = await scim.get(`/Users/${id}`);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ id, userName: created.userName, active: true });
  });

  it('finds the user by userName, whatever its case', async () => {
    const response = await filterBy('userName', created.userName.toUpperCase());
    expect(body(response)).toMatchObject({ totalResults: 1, Resources: [{ id }] });
  });

  it('refuses to create the same user again: 409 uniqueness', async () => {
    const response = await scim.post('/Users', created);
    expectScimError(response, 409);
    expect(body(response)).toMatchObject({ scimType: 'uniqueness' });
  });

  it('updates the user with PUT', async () => {
    const response = await scim.put(`/Users/${id}`, {
      ...created,
      name: { givenName: 'Zoe', familyName: 'Bronte-Smith' },
      displayName: 'Zoe Bronte-Smith',
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      name: { givenName: 'Zoe', familyName: 'Bronte-Smith' },
      displayName: 'Zoe Bronte-Smith',
    });
  });

  it('deactivates the user with PATCH replace active=false', async () => {
    const response = await scim.patch(
      `/Users/${id}`,
      patchOps({ op: 'replace', value: { active: false } }),
    );
    expect(response.statusCode).toBe(200);
    expect(body(response).active).toBe(false);
    expect(body(await scim.get(`/Users/${id}`)).active).toBe(false);
  });

  it('answers 404 in SCIM’s error schema for a random id', async () => {
    expectScimError(await scim.get(`/Users/${randomUUID()}`), 404);
    expectScimError(await scim.get('/Users/999999999'), 404);
  });

  it('refuses a request without the company’s token: 401', async () => {
    const response = await t.request({ method: 'GET', url: '/scim/v2/Users' });
    expectScimError(response, 401);
    const wrong = await t.request({
      method: 'GET',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer cpscim_${'x'.repeat(43)}` },
    });
    expectScimError(wrong, 401);
  });

  it('describes itself: ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const config = body(await scim.get('/ServiceProviderConfig'));
    expect(config).toMatchObject({ patch: { supported: true }, filter: { supported: true } });
    const types = body(await scim.get('/ResourceTypes'));
    expect(types.Resources).toEqual([
      expect.objectContaining({ id: 'User', endpoint: '/Users', schema: USER_SCHEMA }),
    ]);
    const schemas = body(await scim.get('/Schemas'));
    expect(schemas.Resources[0]).toMatchObject({ id: USER_SCHEMA });
    expect(body(await scim.get(`/Schemas/${USER_SCHEMA}`))).toMatchObject({ id: USER_SCHEMA });
  });
});

describe("Microsoft Entra ID's SCIM validator", () => {
  let user: ReturnType<typeof newEmployee>;
  let id: string;
  beforeAll(async () => {
    user = newEmployee();
    id = body(await scim.post('/Users', user)).id;
  });

  it('finds the user by externalId and by emails', async () => {
    expect(body(await filterBy('externalId', user.externalId))).toMatchObject({
      totalResults: 1,
      Resources: [{ id }],
    });
    const byEmail = await scim.get(
      `/Users?filter=${encodeURIComponent(`emails[type eq "work"].value eq "${user.userName}"`)}`,
    );
    expect(body(byEmail)).toMatchObject({ totalResults: 1, Resources: [{ id }] });
    expect(body(await filterBy('emails.value', user.userName.toUpperCase())).totalResults).toBe(1);
  });

  it('combines attribute filters with and, or and not', async () => {
    const both = encodeURIComponent(
      `userName eq "${user.userName}" and (externalId eq "${user.externalId}" or active eq false)`,
    );
    expect(body(await scim.get(`/Users?filter=${both}`)).totalResults).toBe(1);
    const neither = encodeURIComponent(`userName eq "${user.userName}" and not (active eq true)`);
    expect(body(await scim.get(`/Users?filter=${neither}`)).totalResults).toBe(0);
    const starts = encodeURIComponent(`userName sw "${user.userName.slice(0, 12)}"`);
    expect(body(await scim.get(`/Users?filter=${starts}`)).totalResults).toBe(1);
  });

  it('takes op names in any case and the Operations of a PatchOp', async () => {
    const response = await scim.patch(
      `/Users/${id}`,
      patchOps(
        { op: 'Replace', path: 'displayName', value: 'Zoe B' },
        { op: 'REPLACE', path: 'name.familyName', value: 'Bell' },
        { op: 'Add', path: 'name.givenName', value: 'Zoey' },
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      displayName: 'Zoe B',
      name: { givenName: 'Zoey', familyName: 'Bell' },
    });
  });

  it('replaces an address by a filtered path, and by a core-schema path', async () => {
    const moved = `moved.${user.userName}`;
    const response = await scim.patch(
      `/Users/${id}`,
      patchOps(
        { op: 'replace', path: 'emails[type eq "work"].value', value: moved },
        {
          op: 'replace',
          path: 'urn:ietf:params:scim:schemas:core:2.0:User:userName',
          value: moved,
        },
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ userName: moved, emails: [{ value: moved }] });
    user.userName = moved;
  });

  it('takes a value object without a path, with dotted attribute names', async () => {
    const response = await scim.patch(
      `/Users/${id}`,
      patchOps({ op: 'replace', value: { 'name.givenName': 'Zoë', externalId: 'ext-moved' } }),
    );
    expect(body(response)).toMatchObject({ name: { givenName: 'Zoë' }, externalId: 'ext-moved' });
  });

  it('removes an attribute by path', async () => {
    const response = await scim.patch(
      `/Users/${id}`,
      patchOps({ op: 'remove', path: 'externalId' }),
    );
    expect(response.statusCode).toBe(200);
    expect(body(response).externalId).toBeUndefined();
  });

  it('deactivates with active as the string "False", and reactivates with "True"', async () => {
    const off = await scim.patch(
      `/Users/${id}`,
      patchOps({ op: 'Replace', path: 'active', value: 'False' }),
    );
    expect(body(off).active).toBe(false);
    const on = await scim.patch(
      `/Users/${id}`,
      patchOps({ op: 'Replace', path: 'active', value: 'True' }),
    );
    expect(body(on).active).toBe(true);
  });

  it('refuses a bad PATCH in SCIM’s error schema', async () => {
    expectScimError(await scim.patch(`/Users/${id}`, { Operations: [{ op: 'move' }] }), 400);
    const readOnly = await scim.patch(
      `/Users/${id}`,
      patchOps({ op: 'replace', path: 'id', value: '1' }),
    );
    expectScimError(readOnly, 400);
    expect(body(readOnly).scimType).toBe('mutability');
    const unknown = await scim.patch(
      `/Users/${id}`,
      patchOps({ op: 'replace', path: 'nickName', value: 'x' }),
    );
    expect(body(unknown).scimType).toBe('invalidPath');
    const badFilter = await scim.get(`/Users?filter=${encodeURIComponent('userName eq')}`);
    expectScimError(badFilter, 400);
    expect(body(badFilter).scimType).toBe('invalidFilter');
  });

  it('pages with startIndex and count', async () => {
    const other = await scimClient(t);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(body(await other.post('/Users', newEmployee())).id);
    const first = body(await other.get('/Users?startIndex=1&count=2'));
    expect(first).toMatchObject({ totalResults: 5, startIndex: 1, itemsPerPage: 2 });
    const last = body(await other.get('/Users?startIndex=5&count=2'));
    expect(last).toMatchObject({ totalResults: 5, startIndex: 5, itemsPerPage: 1 });
    const none = body(await other.get('/Users?count=0'));
    expect(none).toMatchObject({ totalResults: 5, itemsPerPage: 0, Resources: [] });
    const seen = [];
    for (let start = 1; start <= 5; start += 2)
      seen.push(
        ...body(await other.get(`/Users?startIndex=${start}&count=2`)).Resources.map((u) => u.id),
      );
    expect(seen).toEqual(made);
  });

  it('never shows another company’s people', async () => {
    const other = await scimClient(t);
    expect(body(await other.get(`/Users/${id}`)).status).toBe('404');
    expect(body(await other.get('/Users')).totalResults).toBe(0);
  });

  it('deletes the user: 204, then 404', async () => {
    const gone = await scim.delete(`/Users/${id}`);
    expect(gone.statusCode).toBe(204);
    expectScimError(await scim.get(`/Users/${id}`), 404);
    expectScimError(await scim.delete(`/Users/${id}`), 404);
  });
});
