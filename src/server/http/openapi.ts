import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '../../shared/constants.js';
import { SESSION_COOKIE } from '../features/auth/sessions.js';
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
    transformObject: jsonSchemaTransformObject,
  });
}

/** The interactive reference, served from the package's own files (no other host). */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true },
  });
}
