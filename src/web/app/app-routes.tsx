import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner.js';
import { NotFoundPage } from '../features/errors/not-found-page.js';
import { RouteErrorPage } from '../features/errors/route-error-page.js';
import { publicSiteRoutes } from '../features/public-site/routes.js';
import { RootLayout } from './root-layout.js';
import { ROUTES } from '../lib/paths.js';

const ROOT_ROUTE_ID = 'root';

/**
 * The routes the first page load knows: the public site (prerendered, in the main bundle), the
 * sign-in page (its own chunk) and the 404. The signed-in area is patched in on demand below.
 */
export const appRoutes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      ...publicSiteRoutes,
      {
        path: ROUTES.auth,
        lazy: async () => ({ Component: (await import('../features/auth/auth-page.js')).AuthPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Called for any path that matches nothing but the 404 (or has parameters): loads the signed-in
 * routes once and adds them. Patching again is harmless, the router skips routes it already has.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { signedInRoutes } = await import('./router.js');
  patch(ROOT_ROUTE_ID, signedInRoutes);
};
