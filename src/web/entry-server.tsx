import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { AppFrame } from './app/app-frame.js';
import { appRoutes } from './app/app-routes.js';
import { PublicApp, PublicFrame } from './app/public-app.js';
import { isPublicSitePage } from '../shared/public-site/pages.js';

const handler = createStaticHandler(appRoutes);

/** Fizz's marker for a Suspense boundary whose content follows later, swapped in by a script. */
const PENDING_BOUNDARY = '<!--$?-->';

/** The public site renders as public-main.tsx hydrates it; sign-in as the signed-in app does. */
const pageTree = async (path: string): Promise<ReactNode> => {
  if (isPublicSitePage(path)) {
    return (
      <PublicFrame>
        <StaticRouter location={path}>
          <PublicApp />
        </StaticRouter>
      </PublicFrame>
    );
  }
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <AppFrame>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>
  );
};

/**
 * Renders one public path to HTML at build time (scripts/build-web.ts). No hydration data script
 * is written: the pages have no loaders, and the Content-Security-Policy allows no inline
 * script but the cookie-banner flag, by its hash. For the same reason every Suspense boundary must be written in place, never split
 * off into a later chunk with a script to swap it in, however large the page.
 */
export async function renderPath(path: string): Promise<string> {
  const { prelude } = await prerender(await pageTree(path), {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (html.includes(PENDING_BOUNDARY) || html.includes('<script')) {
    throw new Error(`${path} has content that would need an inline script to appear.`);
  }
  return html;
}
