import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '../../shared/constants.js';
import { SESSION_COOKIE } from '../identity/sessions.js';
import { DOCS_PREFIX } from './contract.js';

/**
 * The OpenAPI 3.1 document, generated from the routes' zod contracts: register before the routes
 * so that it sees every one of them.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description:
          'JSON over /api. Signed-in calls carry the session cookie that POST /api/login sets. ' +
          'Errors answer { message, errors? } with messages per field for invalid input.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      withoutUnusedSchemas(describeResponses(jsonSchemaTransformObject(document))),
  });
}

const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  400: 'Invalid input: a message, and messages per field',
  401: 'Not signed in',
  403: 'Signed in, but not allowed to do this',
  404: 'Not found',
  409: 'In conflict with what is stored',
  413: 'Too large',
  415: 'Unsupported content type',
  429: 'Too many attempts: try again later',
  503: 'Unavailable',
};

/** Throttled and unavailable answers say when to try again (decision 036, decision 038). */
const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again, where the server can tell',
    schema: { type: 'integer', minimum: 0 },
  },
};
const WITH_RETRY_AFTER = new Set(['429', '503']);

type Document = ReturnType<typeof jsonSchemaTransformObject>;
type Response = { description?: string; headers?: Record<string, unknown> };
type Operation = { responses?: Record<string, Response> };

/** Each answer says what its status means, rather than the generator's "Default Response". */
function describeResponses(document: Document): Document {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const operations of Object.values(paths))
    for (const { responses } of Object.values(operations)) {
      for (const [status, response] of Object.entries(responses ?? {})) {
        if (response.description === 'Default Response')
          response.description = STATUS_TEXT[status] ?? 'Answer';
        if (WITH_RETRY_AFTER.has(status))
          response.headers = { ...response.headers, ...RETRY_AFTER };
      }
    }
  return document;
}

const SCHEMA_REF = /"#\/components\/schemas\/([^"]+)"/g;
const refsIn = (value: unknown) =>
  [...JSON.stringify(value).matchAll(SCHEMA_REF)].map((match) => match[1]!);

/**
 * Only the shared schemas an operation names, directly or through another: the generator writes
 * an input and an output copy of each, and a schema only ever answered (Error) has an unused
 * input copy.
 */
function withoutUnusedSchemas(document: Document): Document {
  const schemas = (document as { components?: { schemas?: Record<string, unknown> } }).components
    ?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  const visit = (names: string[]) => {
    for (const name of names)
      if (!used.has(name) && name in schemas) {
        used.add(name);
        visit(refsIn(schemas[name]));
      }
  };
  visit(refsIn(document.paths));
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return document;
}

/** The interactive reference, served from the package's own files (no other host). */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true },
    theme: {
      title: `${PRODUCT_NAME} API reference`,
      // The bar's "Explore" box would load any other document into the page.
      css: [{ filename: 'theme.css', content: '.swagger-ui .topbar { display: none; }' }],
    },
  });
}
