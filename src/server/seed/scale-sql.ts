import { sql, type SQL } from 'drizzle-orm';

/**
 * `list[expr mod length]`, the list sent as one text parameter: drizzle would spread an array
 * parameter into a row of parameters, and none of these lists holds a '|'.
 */
export function pick(list: readonly (string | number)[], expr: SQL): SQL {
  const items = sql`string_to_array(${list.join('|')}, '|')`;
  const item = sql`(${items})[1 + ((${expr}) % ${list.length})]`;
  return typeof list[0] === 'number' ? sql`${item}::int` : item;
}

/** A list of texts as one text[] parameter, the way pick sends it. */
export const textArray = (list: readonly string[]) => sql`string_to_array(${list.join('|')}, '|')`;
