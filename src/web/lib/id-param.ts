/** A record's id from a route parameter, or null when the address holds no usable id. */
export const idFrom = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};
