import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.js';
import {
  createCompany,
  createLiveSession,
  createRecordedLesson,
  createRegistrationCode,
  createResource,
  createScheduledSession,
  createStudent,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import { createEmployerContact } from '../../src/server/factories/usage.js';
import { ROLES, type Role } from '../../src/shared/constants.js';
import { createTestApp, signInAs, type Response, type TestApp } from './support/app.js';
import {
  bodyFor,
  CURSOR_SHAPES,
  fieldValue,
  junk,
  urlText,
  type JsonSchema,
} from './support/fuzz-inputs.js';

/**
 * Property-based fuzzing of every operation in the app's own OpenAPI document (decision 044):
 * generated params, queries and bodies, mostly valid with edges in them, as every kind of caller.
 * No answer may be a 5xx or show how the server is built. FUZZ_SEED replays a failing run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Requests per operation for each caller allowed to make it; the rest stop at the guard. */
const RUNS = 12;
const GUARDED_RUNS = 2;
/** Fuzzed calls come from one address, so their sign-in failures never throttle the callers' own. */
const FUZZ_ADDRESS = '203.0.113.77';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  'x-access': 'public' | 'signed-in' | Role[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

type Caller = Role | 'signed out';
interface Generated {
  path: Record<string, string>;
  query: [string, string][];
  body?: { contentType: string; payload: string };
}

let t: TestApp;
let doc: OpenApi;
const cookies = {} as Record<Role, string>;

/** Rows for generated ids 1 to 20 to find, so updates and deletes reach the database. */
async function seedRows() {
  const tutor = await createTutor(t.db);
  const company = await createCompany(t.db);
  await createRegistrationCode(t.db, { companyId: company.id });
  await createRecordedLesson(t.db, { tutorId: tutor.id });
  await createLiveSession(t.db, { tutorId: tutor.id });
  await createResource(t.db, { tutorId: tutor.id });
  await createScheduledSession(t.db, { tutorId: tutor.id });
  await createStudent(t.db);
}

const newUser = async (role: Role) =>
  role === 'tutor'
    ? createTutor(t.db)
    : role === 'employer'
      ? createEmployerContact(t.db, (await createCompany(t.db)).id)
      : createUser(t.db, { role });

/**
 * Fuzzed calls may sign a caller out, deactivate them or change their details (logout, the admin's
 * tutor controls): a caller whose session no longer works is replaced by a new account.
 */
async function keepCallersSignedIn() {
  for (const role of ROLES) {
    const check = await t.get('/api/account/sessions', { cookie: cookies[role] });
    if (check.statusCode !== 200) cookies[role] = await signInAs(t, await newUser(role));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.get('/api/openapi.json')).json<OpenApi>();
  await seedRows();
  for (const role of ROLES) cookies[role] = await signInAs(t, await newUser(role));
  const parent = await t.get('/api/user', { cookie: cookies.parent });
  await createStudent(t.db, { parentId: parent.json<{ id: number }>().id });
});
afterAll(() => t.close());

const urlValue = (parameter: Parameter, refs: Record<string, JsonSchema>) =>
  fc.oneof(
    { weight: 8, arbitrary: fieldValue(parameter.schema ?? {}, refs, parameter.name).map(urlText) },
    // Percent escapes that decode to no valid UTF-8, or to nothing at all.
    { weight: 1, arbitrary: fc.constantFrom('%FF', '%ED%A0%80', '%00', '%', '') },
  );

/** JSON nested 100,000 deep, within the body limit: no check of the input may recurse on it. */
const DEEP_JSON = `${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`;

const BOUNDARY = 'fuzzboundary';
/** A multipart body: a file part with generated name and content, sometimes cut short. */
const multipart = fc
  .record({
    field: fc.oneof(fc.constant('file'), fc.string({ maxLength: 10 })),
    filename: fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom('notes.pdf', 'a\u0000.pdf', `${'n'.repeat(300)}.pdf`),
      },
      { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
    ),
    type: fc.constantFrom('application/pdf', 'text/plain', 'application/octet-stream', ''),
    // A real PDF's first bytes get past the type check to the database.
    content: fc.oneof(
      { weight: 3, arbitrary: fc.constant('%PDF-1.4\n%fuzz\n%%EOF\n') },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    ),
    cut: fc.oneof(
      { weight: 4, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.nat(200) },
    ),
  })
  .map(({ field, filename, type, content, cut }) => {
    const whole =
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`;
    return {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload: cut === null ? whole : whole.slice(0, cut),
    };
  });

function requestsFor(method: string, operation: Operation, refs: Record<string, JsonSchema>) {
  const parameters = operation.parameters ?? [];
  const path = fc.record(
    Object.fromEntries(
      parameters.filter((p) => p.in === 'path').map((p) => [p.name, urlValue(p, refs)]),
    ),
  );
  const query = fc
    .tuple(
      ...parameters
        .filter((p) => p.in === 'query')
        .map((p) =>
          p.required
            ? urlValue(p, refs).map((value) => [[p.name, value]])
            : fc
                .option(fc.array(urlValue(p, refs), { minLength: 1, maxLength: 2 }))
                .map((values) => (values ?? []).map((value) => [p.name, value])),
        ),
    )
    .map((pairs) => pairs.flat() as [string, string][]);
  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  const json = bodyFor(jsonSchema, refs).map((value) => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  }));
  const body = fc.oneof(
    { weight: 8, arbitrary: json },
    // An operation with no JSON body may take a file (uploads): it gets more multipart bodies.
    { weight: jsonSchema ? 1 : 8, arbitrary: multipart },
    {
      weight: 1,
      // JSON text, as String() throws on generated objects that carry a "toString" key.
      arbitrary: junk.map((value) => ({
        contentType: 'text/plain',
        payload: typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      })),
    },
    { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', payload: DEEP_JSON }) },
  );
  return fc.record<Generated>(
    { path, query, body },
    // GET and DELETE declare no body: some requests send one anyway.
    {
      requiredKeys:
        method === 'get' || method === 'delete' ? ['path', 'query'] : ['path', 'query', 'body'],
    },
  );
}

/** snake_case table and column names: never part of a message meant for people. */
const storedNames = () =>
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return [config.name, ...config.columns.map((column) => column.name)];
    })
    .filter((name) => name.includes('_'));

const INTERNALS = [
  // Bounded, so that a long echoed input cannot make the check itself take minutes.
  /"stack"|\bat [^\s]{1,200}:\d+:\d+/,
  /postgres|pglite|drizzle|node_modules|src\/server/i,
  /\bSQL\b|syntax error|relation "|column "|violates|duplicate key|out of range for type/i,
  /\b(select|insert into|delete from)\b.{1,200}\b(from|values|where)\b/i,
  /\w{0,40}Error:/,
];

function internalDetail(response: Response, names: RegExp): string | undefined {
  if (response.statusCode < 400) return undefined;
  return [...INTERNALS, names].find((pattern) => pattern.test(response.body))?.source;
}

function seedOf(operation: string) {
  let hash = SEED;
  for (const char of operation) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function callersOf(access: Operation['x-access']): [Caller, number][] {
  const allowed = (role: Role) =>
    access === 'public' || access === 'signed-in' || access.includes(role);
  return [
    ['signed out', access === 'public' ? RUNS : GUARDED_RUNS],
    ...ROLES.map((role): [Caller, number] => [role, allowed(role) ? RUNS : GUARDED_RUNS]),
  ];
}

function urlOf(template: string, generated: Generated) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => generated.path[name] ?? '');
  const query = generated.query.map(([name, value]) => `${name}=${value}`).join('&');
  return query ? `${path}?${query}` : path;
}

/**
 * A paged list, as a caller allowed to page it, gets each shape of cursor alone, its path naming
 * the fixture's first rows: a shape the list does not give out must be refused with a 400, not
 * read as its own (a 500 from the database).
 */
function cursorProbes(operation: Operation, runs: number): Generated[] {
  const parameters = operation.parameters ?? [];
  const paged = parameters.some((p) => p.in === 'query' && p.name === 'cursor');
  if (!paged || runs < RUNS) return [];
  const path = Object.fromEntries(
    parameters.filter((p) => p.in === 'path').map((p) => [p.name, '1']),
  );
  return CURSOR_SHAPES.map((cursor) => ({ path, query: [['cursor', urlText(cursor)]] }));
}

/*
 * On PostgreSQL only: the answers under test come from the contracts, the handlers and the same
 * database engine PGlite embeds, and the PGlite run doubled the suite's longest file (decision 071).
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'every operation of the OpenAPI document, fuzzed',
  () => {
    it('answers generated params, queries and bodies without a 5xx or internal detail', async () => {
      const refs = doc.components?.schemas ?? {};
      const names = new RegExp(`\\b(${storedNames().join('|')})\\b`);
      const failures: string[] = [];
      let sent = 0;
      for (const [template, operations] of Object.entries(doc.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const name = `${method.toUpperCase()} ${template}`;
          const requests = requestsFor(method, operation, refs);
          for (const [caller, runs] of callersOf(operation['x-access'])) {
            const seed = seedOf(`${name} ${caller}`);
            const samples = fc.sample(requests, { seed, numRuns: runs });
            for (const generated of [...samples, ...cursorProbes(operation, runs)]) {
              const url = urlOf(template, generated);
              const body = generated.body;
              const response = await t.app.inject({
                method: method.toUpperCase() as InjectOptions['method'],
                url,
                remoteAddress: FUZZ_ADDRESS,
                headers: {
                  ...(caller === 'signed out' ? {} : { cookie: cookies[caller] }),
                  ...(body ? { 'content-type': body.contentType } : {}),
                },
                ...(body ? { payload: body.payload } : {}),
              });
              sent++;
              const problem =
                response.statusCode >= 500
                  ? `${response.statusCode}`
                  : internalDetail(response, names);
              if (problem)
                failures.push(
                  `${name} as ${caller} (seed ${seed}): ${method.toUpperCase()} ${url.slice(0, 200)} ` +
                    `${body?.payload.slice(0, 300) ?? ''} -> ${problem}: ${response.body.slice(0, 200)}`,
                );
            }
          }
          await keepCallersSignedIn();
        }
      }
      expect(sent).toBeGreaterThan(1000);
      expect(failures, `${failures.length} of ${sent} requests failed (FUZZ_SEED=${SEED})`).toEqual(
        [],
      );
    }, 600_000);
  },
);
