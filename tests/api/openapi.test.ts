import { createConfig, lintFromString } from '@redocly/openapi-core';
import { DiagnosticSeverity } from '@stoplight/types';
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';

interface Operation {
  operationId?: string;
  'x-access'?: unknown;
  security?: unknown[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: OpenApi;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.get('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  doc = res.json<OpenApi>();
});
afterAll(() => t.close());

const documented = () =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 with no errors under Spectral’s OpenAPI ruleset', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas, 'recommended']] } as never);
    const results = await spectral.run(new Document(JSON.stringify(doc), Json));
    const errors = results
      .filter((result) => result.severity === DiagnosticSeverity.Error)
      .map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`);
    expect(errors).toEqual([]);
  });

  it('has no errors under Redocly’s recommended rules, and only the warnings it must', async () => {
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    // Renaming paths to be unambiguous would break the API's clients, the health check has no
    // 4xx answer to document, and an identity provider's callback answers only with a redirect.
    const warned = problems.map((problem) => problem.ruleId);
    expect(['no-ambiguous-paths', 'operation-4xx-response', 'operation-2xx-response']).toEqual(
      expect.arrayContaining([...new Set(warned)]),
    );
  });

  it('lists every /api operation of the route table, and nothing else', () => {
    const table = t.app.apiRoutes
      .filter((route) => !route.hidden)
      .map((route) => `${route.method} ${route.url.replace(/:([A-Za-z]+)/g, '{$1}')}`);
    expect(documented().sort()).toEqual([...new Set(table)].sort());
  });

  it('says who may call each operation, and documents its error answers', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method} ${path}`;
        expect(operation['x-access'], where).toBeDefined();
        if (operation['x-access'] === 'public') expect(operation.security, where).toEqual([]);
        else {
          expect(operation.security, where).toEqual([{ session: [] }]);
          expect(Object.keys(operation.responses), where).toEqual(
            expect.arrayContaining(['401', '403']),
          );
        }
      }
    }
  });

  it('names each operation by its method and path, so a name stays the same from run to run', () => {
    const names = Object.values(doc.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    expect(doc.paths['/api/login']?.post?.operationId).toBe('postLogin');
    expect(doc.paths['/api/scheduled-sessions/{id}/ics']?.get?.operationId).toBe(
      'getScheduledSessionsByIdIcs',
    );
  });

  it('documents the 403 a state-changing call from another site gets, public ones too', () => {
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations))
        if (method !== 'get')
          expect(Object.keys(operation.responses), `${method} ${path}`).toContain('403');
  });

  it('says in Retry-After when to try again, on every 429 and 503 answer', () => {
    const answers = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.responses)
          .filter(([status]) => status === '429' || status === '503')
          .map(([status, response]) => ({ where: `${method} ${path} ${status}`, response })),
      ),
    );
    expect(answers.length).toBeGreaterThan(1);
    for (const { where, response } of answers)
      expect(Object.keys(response.headers ?? {}), where).toContain('Retry-After');
  });
});
