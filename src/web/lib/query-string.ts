type Param = string | number | undefined | null;

/** A path with its query string; empty values are left out so URLs (and cache keys) stay tidy. */
export const withQuery = (path: string, params: Record<string, Param>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};
