import fc from 'fast-check';

/** The parts of JSON Schema that the OpenAPI document of the app uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

type Refs = Record<string, JsonSchema>;

const INT32 = 2 ** 31;
/** Numbers at and past what an integer column, a double or JSON can carry. */
const EDGE_NUMBERS = [
  0,
  -1,
  1,
  INT32 - 1,
  INT32,
  INT32 + 1,
  -INT32,
  -INT32 - 1,
  2 ** 32,
  2 ** 53,
  2 ** 63,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  0.5,
  1.5,
  -0.000001,
];

/** Dates around and beyond PostgreSQL's (4713 BC to 294276 AD) and JavaScript's (±275760) ranges. */
const EDGE_DATES = [
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '-004714-01-01T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '275760-09-13T00:00:00Z',
  '+999999-12-31T23:59:59Z',
  '9999-12-31T23:59:59.999Z',
  '10000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '1970-01-01T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '2026-11-24T25:61:00Z',
  '2026-11-24',
  '0000-01-01',
  '+275760-09-13',
  '99999-01-01',
  'infinity',
  '-infinity',
  'epoch',
  'now',
];

const LONG = 'x'.repeat(20_000);
/** Text that a database, a URL parser or a JSON parser may treat specially. */
const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udfffb',
  '\uffff',
  '\u202e\u200b',
  LONG,
  `${LONG}\u0000`,
  'x'.repeat(200_000),
  "'; drop table users; --",
  '%00',
  '\\',
  '2147483648',
  '-1',
  '1e400',
  'null',
  'true',
];

/** Anything at all, JSON-shaped: the wrong type for most fields. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, '', 0, -1, [], {}, [null], { '': '\u0000' }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...EDGE_STRINGS),
  fc.constantFrom(...EDGE_NUMBERS),
);

const anyDate = fc
  .date({ noInvalidDate: true, min: new Date(-8.64e15), max: new Date(8.64e15) })
  .map((date) => date.toISOString());
const saneDate = fc
  .date({ noInvalidDate: true, min: new Date('2020-01-01'), max: new Date('2035-01-01') })
  .map((date) => date.toISOString());

/**
 * Refinements (emails, links, strong passwords) are not in the document, so a field's name says
 * what a valid value looks like.
 */
const NAMED: [RegExp, fc.Arbitrary<string>][] = [
  [/email/i, fc.nat(10_000).map((n) => `fuzz${n}@example.com`)],
  [/url|link|thumbnail/i, fc.constant('https://www.youtube.com/watch?v=NybHckSEQBI')],
  [/phone/i, fc.constant('+44 20 7946 0000')],
  [/password/i, fc.constant('Quiet-Lantern-Fuzz-93')],
  [/username/i, fc.nat(10_000).map((n) => `fuzz.user${n}`)],
  [
    /date|For$|At$|^(from|to)$/,
    fc.oneof(
      saneDate,
      saneDate.map((date) => date.slice(0, 10)),
    ),
  ],
];
/**
 * One cursor of every shape a paged list gives out (`id`, `micros.id`, `micros.uuid`, a
 * conversation's `u`/`r` prefix), and numbers that are not whole: a list may accept a shape by its
 * pattern and still read it as another. The fuzz test sends each to every paged list.
 */
export const CURSOR_SHAPES = [
  '7',
  '1.5',
  '1732000000000000.7',
  '9999999999999999.2147483647',
  '1732000000000000.3f0c6a52-8f0b-4d3e-9a43-0d1e2f3a4b5c',
  'u1732000000000000.7',
  'r1732000000000000.7',
  '0.5',
  '1.',
  '.5',
  '1e3',
  '-1',
  '2147483648',
];

const micros = fc.bigInt({ min: 0n, max: 9_999_999_999_999_999n }).map(String);
const rowId = fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: INT32 - 1 }));
/** Cursors of those shapes with other numbers in them. */
const cursors = fc.oneof(
  rowId.map(String),
  fc.tuple(micros, rowId).map(([time, id]) => `${time}.${id}`),
  fc.tuple(micros, fc.uuid()).map(([time, id]) => `${time}.${id}`),
  fc
    .tuple(fc.constantFrom('u', 'r'), micros, rowId)
    .map(([kind, time, id]) => `${kind}${time}.${id}`),
  fc.double({ min: 0, max: 1e20, noNaN: true }).map(String),
  fc.constantFrom(...CURSOR_SHAPES),
);

const named = (name: string) => NAMED.find(([pattern]) => pattern.test(name))?.[1];
const isDateField = (name: string) => NAMED[NAMED.length - 1]![0].test(name);

/** A value the schema accepts, mostly: what gets a request past validation to the database. */
function valid(schema: JsonSchema, refs: Refs, depth: number, name = ''): fc.Arbitrary<unknown> {
  const s = resolve(schema, refs);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union) return fc.oneof(...union.map((part) => valid(part, refs, depth, name)));
  if (s.allOf?.[0]) return valid(s.allOf[0], refs, depth, name);
  switch (typeOf(s)) {
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum === undefined ? 0 : s.exclusiveMinimum + 1);
      const max = Math.max(min, Math.min(s.maximum ?? min + 20, min + 20));
      // Ids start at 1 in the fresh database, where the fixture's rows are.
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 2) }), fc.integer({ min, max }));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(valid(s.items ?? {}, refs, depth + 1), {
            maxLength: 3,
          });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectOf(s, refs, depth, valid);
    case 'string':
      return validString(s, name);
    default:
      return named(name) ?? fc.oneof(saneDate, fc.integer({ min: 1, max: 20 }), fc.string());
  }
}

function validString(s: JsonSchema, name = ''): fc.Arbitrary<string> {
  if (s.format === 'date-time') return saneDate;
  if (s.format === 'date') return saneDate.map((date) => date.slice(0, 10));
  if (s.format === 'uuid') return fc.uuid();
  if (/cursor/i.test(name)) {
    return s.pattern ? fc.oneof(fc.stringMatching(new RegExp(s.pattern)), cursors) : cursors;
  }
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
  const byName = named(name);
  if (byName) return byName;
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, minLength + 40));
  return fc.string({ unit: 'grapheme-ascii', minLength, maxLength });
}

/** A value at or past the edge of what the schema declares, or of what its type can hold. */
function edge(schema: JsonSchema, refs: Refs, depth: number, name = ''): fc.Arbitrary<unknown> {
  const s = resolve(schema, refs);
  const union = s.anyOf ?? s.oneOf;
  if (union) return fc.oneof(...union.map((part) => edge(part, refs, depth, name)));
  const numbers = fc.oneof(
    fc.constantFrom(...EDGE_NUMBERS),
    fc.constantFrom(
      ...[s.minimum, s.maximum, s.exclusiveMinimum, s.exclusiveMaximum]
        .filter((n): n is number => n !== undefined)
        .flatMap((n) => [n - 1, n, n + 1, n + 0.5]),
      INT32,
    ),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
  );
  const strings = fc.oneof(
    fc.constantFrom(...EDGE_STRINGS),
    fc.string({ unit: 'binary', maxLength: 40 }),
    validString(s, name).map((text) => `${text}\u0000`),
    fc.constant('y'.repeat((s.maxLength ?? 255) + 1)),
  );
  const dates = fc.oneof(fc.constantFrom(...EDGE_DATES), anyDate);
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return fc.oneof(numbers, numbers.map(String), junk);
    case 'string':
      return s.format?.startsWith('date') || isDateField(name)
        ? fc.oneof(dates, strings)
        : fc.oneof(strings, junk);
    case 'array':
      return fc.oneof(
        fc.array(edge(s.items ?? {}, refs, depth + 1), { maxLength: (s.maxItems ?? 3) + 2 }),
        junk,
      );
    case 'object':
      return depth > 3 ? junk : fc.oneof(objectOf(s, refs, depth, edge), junk);
    default:
      // Codecs such as dateTime declare no type in the document: they are mostly dates.
      return fc.oneof(dates, numbers, strings, junk);
  }
}

type Generator = (
  schema: JsonSchema,
  refs: Refs,
  depth: number,
  name: string,
) => fc.Arbitrary<unknown>;

function objectOf(s: JsonSchema, refs: Refs, depth: number, parts: Generator) {
  const fields = Object.fromEntries(
    Object.entries(s.properties ?? {}).map(([name, field]) => [
      name,
      secretLike(
        name,
        field,
        fc.oneof(
          { weight: 4, arbitrary: valid(field, refs, depth + 1, name) },
          { weight: 1, arbitrary: parts(field, refs, depth + 1, name) },
        ),
      ),
    ]),
  );
  return fc.record(fields, { requiredKeys: s.required ?? [] }).chain((record) =>
    fc.oneof(
      { weight: 5, arbitrary: fc.constant(record) },
      {
        weight: 1,
        arbitrary: fc
          .dictionary(fc.string(), junk, { maxKeys: 2 })
          .map((extra) => ({ ...extra, ...record })),
      },
    ),
  );
}

/**
 * Two fields given the same text would make a password echo as a full name, which the app may
 * show; a marker keeps generated secrets apart from the other fields.
 */
const secretLike = (name: string, _schema: JsonSchema, arbitrary: fc.Arbitrary<unknown>) =>
  /pass|token|secret|code/i.test(name)
    ? arbitrary.map((value) => (typeof value === 'string' && value ? `#${value}` : value))
    : arbitrary;

function resolve(schema: JsonSchema, refs: Refs): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return refs[name] ?? {};
}

function typeOf(s: JsonSchema) {
  if (Array.isArray(s.type)) return s.type.find((type) => type !== 'null') ?? 'null';
  return s.type ?? (s.properties ? 'object' : undefined);
}

/** A field's value: mostly one the schema accepts, sometimes an edge, sometimes junk. */
export const fieldValue = (schema: JsonSchema, refs: Refs, name: string) =>
  fc.oneof(
    { weight: 3, arbitrary: valid(schema, refs, 0, name) },
    { weight: 2, arbitrary: edge(schema, refs, 0, name) },
  );

/** A request body: an object shaped like the schema with edges in it, or junk. */
export const bodyFor = (schema: JsonSchema | undefined, refs: Refs) =>
  schema
    ? fc.oneof(
        { weight: 6, arbitrary: objectOrValue(schema, refs) },
        { weight: 1, arbitrary: junk },
      )
    : junk;

const objectOrValue = (schema: JsonSchema, refs: Refs) => {
  const s = resolve(schema, refs);
  return typeOf(s) === 'object'
    ? fc.oneof(objectOf(s, refs, 0, edge), objectOf(s, refs, 0, valid))
    : fieldValue(s, refs, '');
};

/**
 * A value as it travels in a path or query string. encodeURIComponent refuses lone surrogates, so
 * those travel as the UTF-8 bytes that no decoder accepts.
 */
export function urlText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}
