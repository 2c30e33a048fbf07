import type { RouteObject } from 'react-router';

/** A route whose page loads with its own chunk the first time someone opens it. */
export const page = (path: string, load: () => Promise<RouteObject['Component']>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});
