type Param = string | number | undefined | null;

export type QueryParams = Record<string, Param>;

/** A path with its query string; empty values are left out so URLs (and cache keys) stay tidy. */
export const withQuery = (path: string, params: QueryParams) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};
