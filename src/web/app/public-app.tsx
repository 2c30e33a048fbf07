import { StrictMode, useEffect, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { NavigationType, useLocation, useNavigationType, useRoutes } from 'react-router';
import { CookieBanner } from '../features/consent/cookie-banner.js';
import { AppErrorBoundary } from '../features/errors/app-error-boundary.js';
import { publicSiteRoutes } from '../features/public-site/routes.js';

/**
 * A path this app does not have belongs to the signed-in app: the browser loads it from the
 * server, which answers with that app (decision 053).
 */
function LeaveForApp() {
  useEffect(() => window.location.reload(), []);
  return null;
}

/** New pages start at the top, or at the section their link names; back and forward keep theirs. */
function ScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type === NavigationType.Pop) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, type]);
  return null;
}

const routes = [...publicSiteRoutes, { path: '*', element: <LeaveForApp /> }];

/**
 * The public site on its own, without the signed-in app's data router, query cache and toasts:
 * what the prerendered public pages hydrate (public-main.tsx) and what the build prerenders them
 * from, so the two trees match. The router around it is the browser's or the build's.
 */
export function PublicApp() {
  return (
    <>
      {useRoutes(routes)}
      <CookieBanner />
      <ScrollOnNavigation />
    </>
  );
}

export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>{children}</AppErrorBoundary>
    </StrictMode>
  );
}
