/**
 * Where the web build lists the paths its router knows, so the server can answer any other path
 * with a 404 status while still sending the app, whose router shows its "not found" page.
 */
export const APP_PATHS_FILE = 'prerendered/app-paths.json';

const segments = (path: string) => path.replace(/\/+$/, '').split('/');

/** Whether a path fits one of the router's patterns, where `:name` stands for one segment. */
export const appPathMatcher = (patterns: readonly string[]) => {
  const known = patterns.map(segments);
  return (path: string) => {
    const wanted = segments(path);
    return known.some(
      (pattern) =>
        pattern.length === wanted.length &&
        pattern.every((part, i) => (part.startsWith(':') ? wanted[i] !== '' : part === wanted[i])),
    );
  };
};
