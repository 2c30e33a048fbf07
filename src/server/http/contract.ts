import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorBodySchema } from '../../shared/api/contract.js';
import { SERVER_MSG } from '../../shared/messages.js';
import { describeAccess, guardFor, type Access } from './access.js';
import { badRequest, type FieldErrors } from './errors.js';
import { operationIdFor } from './operation-id.js';
import { unstorableTextAt } from './unstorable-text.js';
import { answerSerializer } from './serializer.js';

/** The app as route modules see it: request and reply typed from the zod contracts. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Invalid input becomes a 400 with messages per field, the first one as the headline. */
export function validationError(error: z.ZodError) {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = error.issues[0]?.message;
  return badRequest(
    first && !first.startsWith('Invalid input') ? first : SERVER_MSG.invalidInput,
    fieldErrors,
  );
}

// A call with no body or query is read as an empty object, so each missing field gets its own
// message ("Username is required") rather than one "expected object". A NUL character is refused
// here for every route at once, before any schema (decision 044), and so is half a surrogate pair.
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const unstorable = unstorableTextAt(data);
    if (unstorable) {
      const { path, message } = unstorable;
      return { error: badRequest(message, { [path]: [message] }) };
    }
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: validationError(result.error) };
  };

const INPUT_PARTS = ['body', 'querystring', 'params'] as const;

/** The interactive reference's own files and routes: public, and outside the document. */
export const DOCS_PREFIX = '/api/docs';

type RouteSchema = FastifySchema & {
  operationId?: string;
  response?: Record<string, unknown>;
  hide?: boolean;
  security?: unknown;
  description?: string;
  'x-access'?: unknown;
};

/** Methods whose call from another site's page is refused with a 403 (see security.ts). */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const errorsFor = (schema: RouteSchema, access: Access, method: string) => ({
  ...(INPUT_PARTS.some((part) => schema[part]) ? { 400: errorBodySchema } : {}),
  ...(access === 'public' ? {} : { 401: errorBodySchema }),
  ...(access !== 'public' || STATE_CHANGING.has(method) ? { 403: errorBodySchema } : {}),
});

/** A route of the API as its contract states it; the route sweep test reads these. */
export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  beforePasswordChange: boolean;
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ApiRoute[];
  }
}

/**
 * Every route under /api states who may call it (`config.access`) and its contract
 * (`schema.response`); one missing stops the app at start, naming the route. The access becomes
 * the route's guard, which runs before its input is read, and part of its OpenAPI operation.
 */
function enforceContract(route: RouteOptions, table: ApiRoute[]) {
  const url = route.url;
  if (url.startsWith(DOCS_PREFIX)) return;
  // Files and feeds outside /api (PDFs, sitemap, calendar feeds) are not part of the JSON API.
  if (!url.startsWith('/api/')) {
    route.schema = { ...route.schema, hide: true };
    return;
  }
  const name = `${[route.method].flat().join(',')} ${url}`;
  const access = route.config?.access;
  if (!access) throw new Error(`Route ${name} states no access (config.access).`);
  const schema = (route.schema ?? {}) as RouteSchema;
  if (!schema.hide && !schema.response)
    throw new Error(`Route ${name} declares no responses (schema.response).`);

  const beforePasswordChange = route.config?.beforePasswordChange === true;
  const methods = [route.method].flat().filter((method) => method !== 'HEAD');
  for (const method of methods)
    table.push({ method, url, access, beforePasswordChange, hidden: schema.hide === true });
  const guard = guardFor(access, beforePasswordChange);
  if (guard) route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
  if (schema.hide) return;
  // One schema documents each of the route's methods, so its name can only fit one. A GET's
  // own HEAD route, which the document leaves out, comes here with HEAD alone.
  if (methods.length > 1) throw new Error(`Route ${name} must have one method to be documented.`);
  const method = methods[0] ?? 'HEAD';
  const documented: RouteSchema = {
    ...schema,
    operationId: operationIdFor(method, url),
    response: { ...errorsFor(schema, access, method), ...schema.response },
    'x-access': access === 'public' || access === 'signed-in' ? access : [...access],
    description: [schema.description, describeAccess(access, beforePasswordChange)]
      .filter(Boolean)
      .join(' '),
    // Public says so outright: no security at all would read as "not stated".
    security: access === 'public' ? [] : [{ session: [] }],
  };
  route.schema = documented;
}

export function registerContracts(app: FastifyInstance, { checkAnswers = true } = {}) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer({ checkAnswers }));
  const table: ApiRoute[] = [];
  app.decorate('apiRoutes', table);
  app.addHook('onRoute', (route) => enforceContract(route, table));
}
