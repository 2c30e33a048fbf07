import { and, not, or, sql, type SQL } from 'drizzle-orm';
import { parse, type Filter } from 'scim2-parse-filter';
import { scimUsers } from '../../db/schema-provisioning.js';
import { users } from '../../db/schema.js';
import { ScimError } from './errors.js';

/*
 * A list's filter (RFC 7644 §3.4.2.2) as a WHERE clause over the company's accounts. The attributes
 * a directory matches on are filterable: userName and emails case-insensitively (caseExact false),
 * externalId, id, displayName, the name's parts and active.
 */

type Column = { sql: SQL; caseExact: boolean } | { active: true };

const COLUMNS: Record<string, Column> = {
  username: { sql: sql`${users.username}`, caseExact: false },
  emails: { sql: sql`${users.email}`, caseExact: false },
  'emails.value': { sql: sql`${users.email}`, caseExact: false },
  externalid: { sql: sql`${scimUsers.externalId}`, caseExact: true },
  id: { sql: sql`${users.id}::text`, caseExact: true },
  displayname: { sql: sql`${users.fullName}`, caseExact: false },
  'name.formatted': { sql: sql`${users.fullName}`, caseExact: false },
  'name.givenname': { sql: sql`${scimUsers.givenName}`, caseExact: false },
  'name.familyname': { sql: sql`${scimUsers.familyName}`, caseExact: false },
  active: { active: true },
};

/** A LIKE pattern's text with its own % and _ taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const CORE_PREFIX = /^urn:ietf:params:scim:schemas:core:2\.0:User:/i;
const MAX_FILTER_LENGTH = 1000;

const unsupported = (detail: string) => new ScimError(400, detail, 'invalidFilter');

function columnOf(attrPath: string): Column {
  const column = COLUMNS[attrPath.replace(CORE_PREFIX, '').toLowerCase()];
  if (!column) throw unsupported(`Filtering on "${attrPath}" is not supported.`);
  return column;
}

function whereOf(filter: Filter): SQL {
  switch (filter.op) {
    case 'and':
      return and(...filter.filters.map(whereOf))!;
    case 'or':
      return or(...filter.filters.map(whereOf))!;
    case 'not':
      return not(whereOf(filter.filter));
    case '[]':
      // emails[type eq "work" and value eq "x"]: ClassPerk keeps one work address.
      if (filter.attrPath.toLowerCase() !== 'emails')
        throw unsupported(`Filtering inside "${filter.attrPath}" is not supported.`);
      return whereOf(withPrefix(filter.valFilter, 'emails.'));
    case 'pr': {
      const column = columnOf(filter.attrPath);
      return 'active' in column ? sql`true` : sql`${column.sql} is not null`;
    }
    default: {
      const column = columnOf(filter.attrPath);
      if ('active' in column) {
        if (typeof filter.compValue !== 'boolean' || (filter.op !== 'eq' && filter.op !== 'ne'))
          throw unsupported('active is compared with eq or ne and true or false.');
        const wanted = filter.op === 'eq' ? filter.compValue : !filter.compValue;
        return wanted
          ? sql`${users.deactivatedAt} is null`
          : sql`${users.deactivatedAt} is not null`;
      }
      if (typeof filter.compValue !== 'string')
        throw unsupported(`"${filter.attrPath}" is compared with a string.`);
      const value = column.caseExact ? filter.compValue : filter.compValue.toLowerCase();
      const left = column.caseExact ? column.sql : sql`lower(${column.sql})`;
      switch (filter.op) {
        case 'eq':
          return sql`${left} = ${value}`;
        case 'ne':
          return sql`${left} is distinct from ${value}`;
        case 'co':
          return sql`${left} like ${`%${escapeLike(value)}%`}`;
        case 'sw':
          return sql`${left} like ${`${escapeLike(value)}%`}`;
        case 'ew':
          return sql`${left} like ${`%${escapeLike(value)}`}`;
        default:
          throw unsupported(
            `The operator "${filter.op}" is not supported on "${filter.attrPath}".`,
          );
      }
    }
  }
}

/** emails[type eq "work"] filters on emails.type: the one address ClassPerk keeps is the work one. */
function withPrefix(filter: Filter, prefix: string): Filter {
  if ('filters' in filter)
    return { ...filter, filters: filter.filters.map((f) => withPrefix(f, prefix)) };
  if ('filter' in filter) return { ...filter, filter: withPrefix(filter.filter, prefix) };
  if ('valFilter' in filter) return filter;
  if (filter.attrPath.toLowerCase() !== 'type')
    return { ...filter, attrPath: `${prefix}${filter.attrPath}` };
  const work = { op: 'pr', attrPath: 'userName' } as const;
  return filter.op === 'eq' && String(filter.compValue).toLowerCase() === 'work'
    ? work
    : { op: 'not', filter: work };
}

/** The list's WHERE for a filter parameter, or SCIM's 400 invalidFilter. */
export function filterWhere(text: string | undefined): SQL | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  if (text.length > MAX_FILTER_LENGTH) throw unsupported('The filter is too long.');
  let filter: Filter;
  try {
    filter = parse(text);
  } catch {
    throw unsupported(`The filter "${text.slice(0, 100)}" cannot be read.`);
  }
  return whereOf(filter);
}
