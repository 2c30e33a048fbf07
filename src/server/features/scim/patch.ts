import { filter as matcher, parse, type Filter } from 'scim2-parse-filter';
import { z } from 'zod';
import { invalidValue, ScimError } from './errors.js';
import { canonicalKeys, canonicalName } from './input.js';

/*
 * PATCH (RFC 7644 §3.5.2) on the User's wire form: each operation changes the JSON as Okta and
 * Entra ID send them (op names in any case, "Operations", a path or a value object, filtered
 * paths like emails[type eq "work"].value), and the result is read again as a PUT body would be.
 */

const CORE_PREFIX = /^urn:ietf:params:scim:schemas:core:2\.0:User:/i;
const PATH = /^([A-Za-z][\w$-]*)(?:\[(.+)\])?(?:\.([A-Za-z][\w$-]*))?$/s;
/** What PATCH may change; id, meta and schemas are the server's. */
const WRITABLE = new Set(['externalId', 'userName', 'displayName', 'name', 'emails', 'active']);
const MAX_OPERATIONS = 100;

const patchBody = z
  .object({
    Operations: z
      .array(
        z.object({
          op: z
            .string()
            .transform((op) => op.toLowerCase())
            .pipe(z.enum(['add', 'replace', 'remove'])),
          path: z.string().max(500).optional(),
          value: z.unknown().optional(),
        }),
      )
      .min(1)
      .max(MAX_OPERATIONS),
  })
  .loose();

type Op = z.output<typeof patchBody>['Operations'][number]['op'];
type Json = Record<string, unknown>;

interface Path {
  attr: string;
  filter?: Filter;
  sub?: string;
}

function parsePath(path: string): Path {
  const rest = path.trim().replace(CORE_PREFIX, '');
  const parts = PATH.exec(rest);
  if (!parts)
    throw new ScimError(400, `The path "${path}" is not one this server keeps.`, 'invalidPath');
  const attr = canonicalName(parts[1]!);
  if (!WRITABLE.has(attr)) {
    const [status, type] = ['id', 'meta', 'schemas'].includes(attr)
      ? ([400, 'mutability'] as const)
      : ([400, 'invalidPath'] as const);
    throw new ScimError(status, `The attribute "${parts[1]}" cannot be changed here.`, type);
  }
  let filter: Filter | undefined;
  if (parts[2]) {
    try {
      filter = parse(parts[2]);
    } catch {
      throw new ScimError(400, `The filter in "${path}" cannot be read.`, 'invalidFilter');
    }
  }
  return { attr, filter, sub: parts[3] ? canonicalName(parts[3]) : undefined };
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const without = (item: Json, key: string) => {
  const copy = { ...item };
  delete copy[key];
  return copy;
};

/** The element a filtered add or replace makes when none matches: its equalities, and the value. */
function elementFrom(filter: Filter): Json {
  if (filter.op === 'eq') return { [canonicalName(filter.attrPath)]: filter.compValue };
  if (filter.op !== 'and') return {};
  const element: Json = {};
  for (const part of filter.filters) Object.assign(element, elementFrom(part));
  return element;
}

function applyToAttribute(resource: Json, op: Op, path: Path, value: unknown) {
  const { attr, filter, sub } = path;
  if (filter) {
    const list = Array.isArray(resource[attr]) ? (resource[attr] as Json[]) : [];
    const test = matcher(filter);
    if (op === 'remove') {
      resource[attr] = sub
        ? list.map((item) => (test(item) ? without(item, sub) : item))
        : list.filter((item) => !test(item));
      return;
    }
    const matches = list.filter(test);
    if (matches.length === 0) {
      const made = elementFrom(filter);
      list.push(sub ? { ...made, [sub]: value } : { ...made, ...(isObject(value) ? value : {}) });
    }
    for (const item of matches) {
      if (sub) item[sub] = value;
      else if (isObject(value)) Object.assign(item, value);
    }
    resource[attr] = list;
    return;
  }
  if (sub) {
    const current = resource[attr];
    const inner = isObject(current) ? current : {};
    if (op === 'remove') delete inner[sub];
    else inner[sub] = value;
    resource[attr] = inner;
    return;
  }
  const current = resource[attr];
  if (op === 'remove') {
    delete resource[attr];
  } else if (op === 'add' && Array.isArray(current) && Array.isArray(value)) {
    resource[attr] = [...(current as unknown[]), ...(value as unknown[])];
  } else if (isObject(current) && isObject(value)) {
    resource[attr] = { ...current, ...value };
  } else {
    resource[attr] = value;
  }
}

function applyOperation(resource: Json, op: Op, path: string | undefined, value: unknown) {
  if (path !== undefined && path.trim() !== '') {
    applyToAttribute(resource, op, parsePath(path), canonicalKeys(value));
    return;
  }
  if (op === 'remove') throw new ScimError(400, 'A remove needs a path.', 'noTarget');
  if (!isObject(value)) throw invalidValue('An operation without a path needs an object value.');
  for (const [key, inner] of Object.entries(value)) {
    // The resource's schemas may come along; the rest are attributes or paths (Entra's "name.givenName").
    if (canonicalName(key) === 'schemas') continue;
    applyToAttribute(resource, op, parsePath(key), canonicalKeys(inner));
  }
}

/** The resource after a PatchOp body's operations, in order, or SCIM's 400 saying which failed. */
export function applyPatch(resource: Json, body: unknown): Json {
  const parsed = patchBody.safeParse(
    isObject(body) && !('Operations' in body) && 'operations' in body
      ? { ...body, Operations: body.operations }
      : body,
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ScimError(
      400,
      `Not a PatchOp request: ${issue.path.join('.') || 'body'}: ${issue.message}`,
      'invalidSyntax',
    );
  }
  const patched = structuredClone(resource);
  for (const { op, path, value } of parsed.data.Operations)
    applyOperation(patched, op, path, value);
  return patched;
}
