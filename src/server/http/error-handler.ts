import type { FastifyError, FastifyInstance } from 'fastify';
import { SERVER_MSG } from '../../shared/messages.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { safeReason } from '../logging.js';
import { HttpError } from './errors.js';
import { uniqueConflict } from './unique-conflict.js';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: SERVER_MSG.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: SERVER_MSG.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: SERVER_MSG.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type. Send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is not valid.',
};

/**
 * 4xx messages pass through; a lost database answers 503 with a message to try again; other 5xx
 * are logged with the request id and answered without details.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(
          error.fieldErrors
            ? { message: error.message, errors: error.fieldErrors }
            : { message: error.message },
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
      return reply.status(status).send({ message: known ?? error.message });
    }
    const clash = uniqueConflict(error);
    if (clash) return reply.status(409).send(clash);
    if (isDatabaseUnavailable(error)) {
      // One line per request while the database is away, not a stack trace each.
      request.log.warn({ reqId: request.id, reason: safeReason(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: SERVER_MSG.databaseUnavailable });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(500).send({ message: SERVER_MSG.serverError, requestId: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply
      .status(404)
      .send({ message: `No API route for ${request.method} ${request.url.split('?')[0]}.` });
  });
}
