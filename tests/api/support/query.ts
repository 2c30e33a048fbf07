/** A URL with a query string built from the given values. */
export const withQuery = (url: string, query: Record<string, string | number>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) search.set(name, String(value));
  return `${url}?${search.toString()}`;
};
