import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppFrame } from './app/app-frame.js';
import { appRoutes, patchRoutesOnNavigation } from './app/app-routes.js';
import './styles.css';

/** Hydration must render exactly what was prerendered, so lazy pages are loaded first. */
const loadLazyMatches = async (routes: RouteObject[]) => {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter(({ route }) => route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
};

const start = async () => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  // The server sends prerendered HTML for public pages only; everywhere else #root is empty.
  const prerendered = container.firstElementChild !== null;
  if (prerendered) await loadLazyMatches(appRoutes);

  const router = createBrowserRouter(appRoutes, { patchRoutesOnNavigation });
  const app = (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
  // As a transition, hydration yields to the browser between pieces of work instead of holding
  // the main thread for the whole page.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
};

void start();
