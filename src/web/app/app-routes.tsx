import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner.js';
import { NotFoundPage } from '../features/errors/not-found-page.js';
import { RouteErrorPage } from '../features/errors/route-error-page.js';
import { RootLayout } from './root-layout.js';
import { ROUTES } from '../lib/paths.js';
import { isPublicSitePage } from '../../shared/public-site/pages.js';

const ROOT_ROUTE_ID = 'root';

/**
 * The routes the first page load knows: the sign-in page (its own chunk) and the 404. The public
 * site (whose prerendered pages hydrate with public-main.tsx instead) and the signed-in area are
 * patched in on demand below, so neither downloads the other.
 */
export const appRoutes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        path: ROUTES.auth,
        lazy: async () => ({ Component: (await import('../features/auth/auth-page.js')).AuthPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Called for any path that matches nothing but the 404 (or has parameters): loads the public or
 * the signed-in routes once and adds them. Patching again is harmless, the router skips routes it
 * already has.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const { pathname } = new URL(path, window.location.origin);
  if (isPublicSitePage(pathname) || pathname === ROUTES.contact) {
    patch(ROOT_ROUTE_ID, (await import('../features/public-site/routes.js')).publicSiteRoutes);
    return;
  }
  patch(ROOT_ROUTE_ID, (await import('./router.js')).signedInRoutes);
};
